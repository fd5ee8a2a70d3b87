import grapesjs, { type Editor } from "grapesjs";
import "grapesjs/dist/css/grapes.min.css";
// The editor's and the preset's icons (Font Awesome 4 class names), from this origin instead of GrapesJS's CDN default.
import "font-awesome/css/font-awesome.min.css";
import newsletterPreset from "grapesjs-preset-newsletter";
import type { DesignerLabels, FromDesigner, ToDesigner } from "./protocol";

/**
 * The newsletter template designer: GrapesJS with its newsletter preset, framed by the newsletter settings page. GrapesJS
 * draws the template in a frame of its own that it must reach, so the designer is same-origin; a template's markup runs
 * no script there (the parser drops it, the Content-Security-Policy allows only this origin's files), and the page
 * that previews the HTML does so in a frame without any sandbox token. The editor keeps no storage of its own. It
 * says `ready` once the editor has loaded, takes the saved template (`load`) and answers `export` with the project
 * data, the HTML and the CSS the page saves; messages only between this origin's windows.
 */
const parentOrigin = window.location.origin;
const post = (message: FromDesigner) => window.parent.postMessage(message, parentOrigin);

const editor: Editor = grapesjs.init({
  container: "#designer",
  height: "100%",
  fromElement: false,
  storageManager: false,
  cssIcons: "",
  // A template is markup for mail clients: its scripts, event handlers and javascript: links are dropped as it is
  // parsed (the page's Content-Security-Policy would refuse to run them in any case).
  parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
  plugins: [newsletterPreset],
  pluginsOpts: { [newsletterPreset as unknown as string]: { inlineCss: false } },
});

/** Names for what assistive technology finds unnamed in the editor: its canvas frames and its scrolling side panel. */
let labels: DesignerLabels | null = null;
function label() {
  if (!labels) return;
  for (const frame of document.querySelectorAll("iframe.gjs-frame")) frame.setAttribute("title", labels.canvas);
  const panels = document.querySelector(".gjs-pn-views-container");
  panels?.setAttribute("tabindex", "0");
  panels?.setAttribute("role", "region");
  panels?.setAttribute("aria-label", labels.panels);
}
// The editor makes its canvas frame again (loading a project, changing the device): each one gets its name.
editor.on("canvas:frame:load", () => label());

function load(message: Extract<ToDesigner, { type: "load" }>) {
  labels = message.labels;
  label();
  for (const block of message.blocks)
    editor.Blocks.add(block.id, { label: block.label, content: block.content, category: "Newsletter" });
  let project: unknown = null;
  try {
    project = message.design ? JSON.parse(message.design) : null;
  } catch {
    project = null;
  }
  if (project && typeof project === "object" && "pages" in project) editor.loadProjectData(project as never);
  else {
    editor.setComponents(message.body);
    editor.setStyle(message.css);
  }
}

/** The wrapper's inner HTML: GrapesJS exports the canvas body element around it. */
const bodyHtml = () =>
  editor
    .getHtml()
    .replace(/^\s*<body[^>]*>/i, "")
    .replace(/<\/body>\s*$/i, "");

window.addEventListener("message", (event: MessageEvent<ToDesigner>) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const message = event.data;
  if (message?.type === "load") load(message);
  else if (message?.type === "export")
    post({
      source: "newsletter-designer",
      type: "exported",
      id: message.id,
      design: JSON.stringify(editor.getProjectData()),
      body: bodyHtml(),
      css: editor.getCss() ?? "",
    });
});

// Loading project data runs the editor's `load` again: the page hears `ready` once.
let announced = false;
editor.on("load", () => {
  if (announced) return;
  announced = true;
  post({ source: "newsletter-designer", type: "ready" });
});
