import MarkdownIt from "markdown-it";

/**
 * Widget text in markdown (administration §3 renderer `markdown`): HTML off, no images (a remote image would load for
 * every reader), links only to http(s), mailto and the intranet's own paths, opened without an opener.
 */
const widgetMarkdown = new MarkdownIt("default", { html: false, linkify: true, breaks: false });
widgetMarkdown.disable(["image", "html_block", "html_inline"]);
widgetMarkdown.validateLink = (url) => /^(https?:|mailto:|\/(?!\/))/i.test(url.trim());
widgetMarkdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  tokens[idx]?.attrSet("rel", "noopener noreferrer");
  return self.renderToken(tokens, idx, options);
};

export const widgetMarkdownHtml = (text: string) => widgetMarkdown.render(text);
