import { type Article, type ArticleList, type Blog, blogsApi, directoryApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { setCsrfCookie } from "../../test/cookies";
import { FakeXHR } from "../../test/fake-xhr";
import { group, hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const blogId = hexId(10);
const articleId = hexId(11);
const reader = network({ current_member: member({ id: hexId(1) }) });

const blog = (over: Partial<Blog> = {}): Blog => ({
  id: blogId,
  parent_id: null,
  title: "Company news",
  description: "",
  publish_as: "blog_title",
  policy_settings: {
    create_and_update: { permitted_audience: [] },
    publish_and_unpublish: { permitted_audience: [] },
  },
  can: { update: true, create_articles: true, publish_articles: true },
  ...over,
});

const entry = (over: Partial<ArticleList["articles"][number]> = {}) => ({
  id: articleId,
  blog_id: blogId,
  title: "Summer party",
  teaser: "Join us",
  image_url: null,
  published_at: "2026-06-01T10:00:00.000Z",
  author: { id: hexId(2), name: "Ada Admin" },
  path: `/blogs/${blogId}/articles/${articleId}`,
  status: "published" as const,
  blog_title: "Company news",
  byline: "Company news",
  ...over,
});

const article = (over: Partial<Article> = {}): Article => ({
  ...entry(),
  image_id: null,
  html_content: "<p>Drinks <strong>on the roof</strong></p>",
  author_summary: null,
  publish_as: "blog_title",
  post_to_stream: true,
  activity_id: null,
  channel: null,
  created_at: "2026-06-01T09:00:00.000Z",
  updated_at: "2026-06-01T09:00:00.000Z",
  can: { update: false, destroy: false, publish: false },
  ...over,
});

describe("blogs screens", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the newest articles across blogs with their blog and byline", async () => {
    mockApi({
      [routeKey(blogsApi.latest)]: () =>
        jsonResponse({
          articles: [entry(), entry({ id: hexId(12), title: "Canteen menu", byline: "Ada Admin" })],
          meta: { page: 1, per_page: 10, total_count: 2 },
          can: { create: false },
          blog: null,
        }),
    });
    renderApp("/blogs", reader);
    const list = await screen.findByTestId("articles", {}, SLOW);
    const rows = within(list).getAllByTestId("article-entry");
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "Summer party" })
        .getAttribute("href"),
    ).toBe(`/blogs/${blogId}/articles/${articleId}`);
    expect(within(rows[1] as HTMLElement).getByText("Ada Admin")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("· In Company news")).toBeTruthy();
  });

  it("shows an article with its byline and text, without edit buttons for a reader", async () => {
    mockApi({ [routeKey(blogsApi.showArticle, { blogId, id: articleId })]: () => jsonResponse(article()) });
    renderApp(`/blogs/${blogId}/articles/${articleId}`, reader);
    expect((await screen.findByTestId("article-title", {}, SLOW)).textContent).toBe("Summer party");
    expect(screen.getByTestId("article-meta").textContent).toContain("Company news");
    expect(screen.getByTestId("article-content").innerHTML).toBe("<p>Drinks <strong>on the roof</strong></p>");
    expect(screen.queryByTestId("article-edit")).toBeNull();
    expect(screen.queryByTestId("article-discussion")).toBeNull();
  });

  it("links a blog's list and its articles back to their channel, when the server names one the reader may see", async () => {
    const channel = { slug: "press-room", title: "Press room" };
    const otherId = hexId(13);
    mockApi({
      [routeKey(blogsApi.articles, { blogId })]: () =>
        jsonResponse({
          articles: [entry()],
          meta: { page: 1, per_page: 10, total_count: 1 },
          can: { create: false },
          blog: { id: blogId, title: "Company news", channel },
        }),
      [routeKey(blogsApi.showArticle, { blogId, id: articleId })]: () => jsonResponse(article({ channel })),
      [routeKey(blogsApi.showArticle, { blogId, id: otherId })]: () =>
        jsonResponse(article({ id: otherId, title: "Canteen menu" })),
    });
    const { router } = renderApp(`/blogs/${blogId}/articles`, reader);
    const onList = await screen.findByTestId("blog-channel", {}, SLOW);
    expect(onList.textContent).toBe("In the channel Press room");
    expect(onList.getAttribute("href")).toBe("/channels/press-room");
    await router.navigate(`/blogs/${blogId}/articles/${articleId}`);
    await screen.findByTestId("article-title", {}, SLOW);
    expect(within(screen.getByTestId("article-meta")).getByTestId("blog-channel").getAttribute("href")).toBe(
      "/channels/press-room",
    );
    // No channel named (none hosts the blog, or the reader may not see it): no link.
    await router.navigate(`/blogs/${blogId}/articles/${otherId}`);
    await waitFor(() => expect(screen.getByTestId("article-title").textContent).toBe("Canteen menu"), SLOW);
    expect(screen.queryByTestId("blog-channel")).toBeNull();
  });

  it("leads a reader to the article's post in the stream to comment and like it, when it has one", async () => {
    const activityId = hexId(40);
    mockApi({
      [routeKey(blogsApi.showArticle, { blogId, id: articleId })]: () =>
        jsonResponse(article({ activity_id: activityId })),
    });
    renderApp(`/blogs/${blogId}/articles/${articleId}`, reader);
    const link = await screen.findByTestId("article-discussion", {}, SLOW);
    expect(link.getAttribute("href")).toBe(`/activities/${activityId}`);
    expect(link.textContent).toBe("Comments and likes");
  });

  it("deletes an article and goes to the list without asking for the deleted article again", async () => {
    let shown = 0;
    mockApi({
      [routeKey(blogsApi.showArticle, { blogId, id: articleId })]: () => {
        shown += 1;
        return shown === 1
          ? jsonResponse(article({ can: { update: true, destroy: true, publish: true } }))
          : jsonResponse({ error: "not_found", message: "Not found" }, 404);
      },
      [routeKey(blogsApi.destroyArticle, { blogId, id: articleId })]: () => jsonResponse({ redirect: "/blogs" }),
      [routeKey(blogsApi.latest)]: () =>
        jsonResponse({
          articles: [],
          meta: { page: 1, per_page: 10, total_count: 0 },
          can: { create: false },
          blog: null,
        }),
    });
    const { router } = renderApp(`/blogs/${blogId}/articles/${articleId}`, reader);
    fireEvent.click(await screen.findByTestId("article-delete", {}, SLOW));
    fireEvent.click(await screen.findByTestId("confirm-ok", {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe("/blogs"), SLOW);
    await screen.findByTestId("articles", {}, SLOW).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown).toBe(1);
  });

  it("says so when an article is not there for the member", async () => {
    mockApi({});
    renderApp(`/blogs/${blogId}/articles/${articleId}`, reader);
    expect(await screen.findByText("This article does not exist or you may not read it.", {}, SLOW)).toBeTruthy();
  });

  it("writes a new article: the title is required, then it is saved as published", async () => {
    const posts: unknown[] = [];
    mockApi({
      [routeKey(blogsApi.show, { id: blogId })]: () => jsonResponse(blog()),
      [routeKey(blogsApi.createArticle, { blogId })]: (init) => {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(article({ title: "Launch" }), 201);
      },
      [routeKey(blogsApi.showArticle, { blogId, id: articleId })]: () => jsonResponse(article({ title: "Launch" })),
    });
    const { router } = renderApp(`/blogs/${blogId}/articles/new`, reader);
    const title = await screen.findByTestId("article-title-input", {}, SLOW);
    fireEvent.change(screen.getByTestId("article-teaser-input"), { target: { value: "Short" } });
    fireEvent.click(screen.getByTestId("article-save"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(title, { target: { value: "Launch" } });
    fireEvent.click(screen.getByRole("radio", { name: "Published" }));
    // On by default; switched off, publishing keeps the article out of the activity streams.
    const toStream = screen.getByRole("switch", { name: /Post to activity streams/ }) as HTMLInputElement;
    expect(toStream.checked).toBe(true);
    fireEvent.click(toStream);
    fireEvent.click(screen.getByTestId("article-save"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      article: {
        title: "Launch",
        teaser: "Short",
        status: "published",
        published_at: null,
        image_id: null,
        post_to_stream: false,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blogs/${blogId}/articles/${articleId}`));
  });

  it("inserts an uploaded image into the text from the editor's toolbar, its alt text from the file name", async () => {
    FakeXHR.instances = [];
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    setCsrfCookie("tok123");
    const posts: { article: { html_content: string } }[] = [];
    mockApi({
      [routeKey(blogsApi.show, { id: blogId })]: () => jsonResponse(blog()),
      [routeKey(blogsApi.createArticle, { blogId })]: (init) => {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(article({ title: "Floor plans" }), 201);
      },
      [routeKey(blogsApi.showArticle, { blogId, id: articleId })]: () => jsonResponse(article()),
    });
    try {
      renderApp(`/blogs/${blogId}/articles/new`, reader);
      fireEvent.change(await screen.findByTestId("article-title-input", {}, SLOW), {
        target: { value: "Floor plans" },
      });
      const editor = screen.getByTestId("article-editor");
      const user = userEvent.setup({ applyAccept: false });
      const pick = async (name: string) => {
        await user.click(within(editor).getByRole("button", { name: "Insert image" }));
        await user.upload(
          within(editor).getByTestId("rich-text-image-input"),
          new File(["png"], name, { type: "image/png" }),
        );
      };
      // A refused upload says why and inserts nothing.
      await pick("huge.png");
      await waitFor(() => expect(FakeXHR.instances).toHaveLength(1), SLOW);
      expect(FakeXHR.instances[0]?.url).toBe("/api/storage/images");
      expect(within(editor).getByRole("button", { name: "Uploading image…" }).hasAttribute("disabled")).toBe(true);
      FakeXHR.instances[0]?.respond(413, { error: "too_large", message: "too large" });
      expect(await screen.findByText("file too large")).toBeTruthy();
      expect(editor.querySelector("img")).toBeNull();

      await pick("floor-plan.png");
      await waitFor(() => expect(FakeXHR.instances).toHaveLength(2), SLOW);
      const imageId = hexId(801);
      FakeXHR.instances[1]?.respond(201, {
        id: imageId,
        name: "floor-plan.png",
        type: "image/png",
        extension: "png",
        size: 3,
        state: "volatile",
        external_id: null,
        url: `/api/storage/images/${imageId}`,
        preview_url: `/api/storage/images/${imageId}/preview`,
      });
      const src = `/api/storage/images/${imageId}/get/1920x1200`;
      await waitFor(() => expect(editor.querySelector(`img[src="${src}"]`)?.getAttribute("alt")).toBe("floor-plan"));
      fireEvent.click(screen.getByTestId("article-save"));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0]?.article.html_content).toContain(`<img src="${src}" alt="floor-plan">`);
    } finally {
      setCsrfCookie(null);
    }
  });

  it("edits the blog's settings: title required, byline, and audiences from the picker", async () => {
    const puts: unknown[] = [];
    mockApi({
      [routeKey(blogsApi.show, { id: blogId })]: () =>
        jsonResponse(
          blog({
            policy_settings: {
              create_and_update: { permitted_audience: [{ type: "group", id: hexId(5), label: "Editors" }] },
              publish_and_unpublish: { permitted_audience: [] },
            },
          }),
        ),
      [routeKey(blogsApi.update, { id: blogId })]: (init) => {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return jsonResponse(blog({ title: body.blog.title, publish_as: body.blog.publish_as }));
      },
    });
    renderApp(`/blogs/${blogId}/edit`, reader);
    const title = await screen.findByTestId("blog-title-input", {}, SLOW);
    expect(screen.getByText("Group members: Editors")).toBeTruthy();
    fireEvent.change(title, { target: { value: "" } });
    fireEvent.click(screen.getByTestId("blog-save"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    fireEvent.change(title, { target: { value: "Newsroom" } });
    fireEvent.click(screen.getByTestId("publish-as-author"));
    // Remove the group, add the channel's subscribers and a system role.
    fireEvent.click(screen.getByRole("button", { name: "Remove Editors" }));
    const publishers = screen.getByTestId("audience-publish");
    fireEvent.click(within(publishers).getByTestId("audience-publish-type"));
    fireEvent.click(await screen.findByRole("option", { name: "Subscribers of the channel" }));
    fireEvent.click(within(publishers).getByTestId("audience-publish-add"));
    fireEvent.click(screen.getByTestId("blog-save"));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      blog: {
        title: "Newsroom",
        description: "",
        publish_as: "author",
        policy_settings: {
          create_and_update: { permitted_audience: [] },
          publish_and_unpublish: { permitted_audience: [{ type: "channel", id: null }] },
        },
      },
    });
  });

  it("offers the groups the audience picker finds by name (the directory's group search)", async () => {
    const asked: Record<string, string>[] = [];
    mockApi({
      [routeKey(blogsApi.show, { id: blogId })]: () => jsonResponse(blog()),
      [routeKey(directoryApi.search)]: (_, url) => {
        asked.push(Object.fromEntries(url.searchParams));
        return jsonResponse({ members: [], groups: [group({ id: hexId(60), slug: "garden", name: "Garden club" })] });
      },
    });
    renderApp(`/blogs/${blogId}/edit`, reader);
    const writers = await screen.findByTestId("audience-create", {}, SLOW);
    fireEvent.click(within(writers).getByTestId("audience-create-type"));
    fireEvent.click(await screen.findByRole("option", { name: "Group members" }));
    const user = userEvent.setup();
    await user.click(within(writers).getByTestId("audience-create-choice"));
    await user.keyboard("Gard");
    expect(await screen.findByRole("option", { name: "Garden club" }, SLOW)).toBeTruthy();
    expect(asked.at(-1)).toEqual({ q: "Gard", groups_only: "true", limit: "20" });
  });

  it("refuses the settings to a member who may not change them", async () => {
    mockApi({
      [routeKey(blogsApi.show, { id: blogId })]: () =>
        jsonResponse(blog({ can: { update: false, create_articles: false, publish_articles: false } })),
    });
    renderApp(`/blogs/${blogId}/edit`, reader);
    expect(await screen.findByTestId("blog-no-permission", {}, SLOW)).toBeTruthy();
  });
});
