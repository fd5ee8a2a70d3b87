import { type Activity, type ActivityAttachment, activitiesApi, type StoredFile } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { setCsrfCookie } from "../../../test/cookies";
import { typeInEditor } from "../../../test/editor";
import { FakeXHR } from "../../../test/fake-xhr";
import { activity, activityReply, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const streams = {
  [routeKey(activitiesApi.streams)]: () =>
    jsonResponse({
      streams: [
        { id: hexId(900), slug: "all", name: "Everyone", path: "/activitystreams/all", subscription_status: null },
      ],
      can: { create_streams: false },
    }),
};
const page = (activities: Activity[]) => ({ activities, next_cursor: null, can: { post: true } });

const stored = (id: string, name: string): StoredFile => ({
  id,
  name,
  type: "application/pdf",
  extension: "pdf",
  size: 4,
  state: "volatile",
  external_id: null,
  url: `/api/storage/files/${id}`,
  preview_url: null,
});

const attachment = (n: number, directory: "images" | "files", name: string, size = 1536): ActivityAttachment => ({
  id: hexId(700 + n),
  original_filename: name,
  extension: name.split(".").pop() ?? "",
  size,
  content_type: directory === "images" ? "image/png" : "application/pdf",
  url: `/api/storage/${directory}/${hexId(700 + n)}`,
});

describe("activity attachments", { timeout: 60_000 }, () => {
  beforeEach(() => {
    FakeXHR.instances = [];
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    setCsrfCookie("tok123");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfCookie(null);
  });

  it("posts with an uploaded file's id, Post staying off while the upload runs", async () => {
    let body: unknown;
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([])),
      [routeKey(activitiesApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          activity({
            id: hexId(450),
            content: "<p>The plan</p>",
            attachments: { images: [], files: [attachment(1, "files", "plan.pdf")], links: [] },
          }),
          201,
        );
      },
    });
    renderApp("/activitystreams/all", me);
    const composer = await screen.findByTestId("activity-composer", {}, SLOW);
    typeInEditor(composer, "<p>The plan</p>");
    const post = within(composer).getByTestId("post-activity");
    await waitFor(() => expect(post.hasAttribute("disabled")).toBe(false), SLOW);

    fireEvent.click(within(composer).getByTestId("add-attachments"));
    const [, filesInput] = within(composer).getAllByTestId("upload-input");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(filesInput as HTMLElement, new File(["data"], "plan.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(1), SLOW);
    expect(FakeXHR.instances[0]?.url).toBe("/api/storage/files");
    expect(post.hasAttribute("disabled")).toBe(true);

    FakeXHR.instances[0]?.respond(201, stored(hexId(701), "plan.pdf"));
    await waitFor(() => expect(post.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(post);

    expect(await screen.findByText("Your post is published.", {}, SLOW)).toBeTruthy();
    expect(body).toEqual({
      stream: "all",
      object_type: "note",
      content: "<p>The plan</p>",
      tags: [],
      file_ids: [hexId(701)],
    });
    const card = await screen.findByTestId("activity-card", {}, SLOW);
    expect(within(card).getByTestId("attachment-file").textContent).toContain("plan.pdf");
  });

  it("shows at most 8 thumbnails with +N, a lightbox, and files with name, size and download link", async () => {
    const images = Array.from({ length: 10 }, (_, i) => attachment(i, "images", `photo${i}.png`));
    const shown = activity({
      id: hexId(460),
      attachments: { images, files: [attachment(20, "files", "agenda.pdf")], links: [] },
      replies: [
        activityReply({
          activity_id: hexId(460),
          attachments: { images: [], files: [attachment(21, "files", "minutes.txt", 512)], links: [] },
        }),
      ],
      reply_count: 1,
    });
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () => jsonResponse(page([shown])),
    });
    renderApp("/activitystreams/all", me);
    const card = await screen.findByTestId("activity-card", {}, SLOW);
    const thumbnails = within(card).getAllByTestId("attachment-image");
    expect(thumbnails).toHaveLength(8);
    expect(within(card).getByTestId("attachment-images-more").textContent).toBe("+2");
    const img = thumbnails[0]?.querySelector("img");
    expect(img?.getAttribute("src")).toBe(`/api/storage/images/${hexId(700)}/get/200x200`);

    const files = within(card).getAllByTestId("attachment-file");
    expect(files).toHaveLength(2);
    const agenda = within(files[0] as HTMLElement).getByRole("link", { name: "agenda.pdf" });
    expect(agenda.getAttribute("href")).toBe(`/api/storage/files/${hexId(720)}`);
    expect(files[0]?.textContent).toContain("1.5 kB");
    const reply = within(card).getByTestId("activity-reply");
    expect(within(reply).getByTestId("attachment-file").textContent).toContain("minutes.txt");
    expect(within(reply).getByTestId("attachment-file").textContent).toContain("512 B");

    fireEvent.click(thumbnails[1] as HTMLElement);
    const original = await screen.findByRole("link", { name: "Open original" }, SLOW);
    expect(original.getAttribute("href")).toBe(`/api/storage/images/${hexId(701)}`);
    expect(screen.getByText("2 / 10")).toBeTruthy();
  });

  it("replies with an uploaded image and edits a reply keeping its file", async () => {
    const bodies: unknown[] = [];
    const kept = activityReply({
      id: hexId(510),
      activity_id: hexId(470),
      content: "<p>With minutes</p>",
      attachments: { images: [], files: [attachment(30, "files", "minutes.txt", 512)], links: [] },
      can: { update: true, destroy: true, accept: false },
    });
    mockApi({
      ...streams,
      [routeKey(activitiesApi.stream, { slug: "all" })]: () =>
        jsonResponse(page([activity({ id: hexId(470), replies: [kept], reply_count: 1 })])),
      [routeKey(activitiesApi.reply, { activityId: hexId(470), type: "replies" })]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(
          activityReply({
            id: hexId(511),
            activity_id: hexId(470),
            content: "<p>Look</p>",
            attachments: { images: [attachment(31, "images", "look.png")], files: [], links: [] },
          }),
          201,
        );
      },
      [routeKey(activitiesApi.updateReply, { activityId: hexId(470), type: "replies", replyId: hexId(510) })]: (
        init,
      ) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...kept, content: "<p>Still with minutes</p>" });
      },
    });
    renderApp("/activitystreams/all", me);
    const card = await screen.findByTestId("activity-card", {}, SLOW);
    fireEvent.click(within(card).getByTestId("open-reply"));
    const composer = await within(card).findByTestId("reply-composer", {}, SLOW);
    typeInEditor(composer, "<p>Look</p>");
    const send = within(composer).getByTestId("post-reply");
    fireEvent.click(within(composer).getByTestId("add-attachments"));
    const [imagesInput] = within(composer).getAllByTestId("upload-input");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(imagesInput as HTMLElement, new File(["data"], "look.png", { type: "image/png" }));
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(1), SLOW);
    expect(FakeXHR.instances[0]?.url).toBe("/api/storage/images");
    expect(send.hasAttribute("disabled")).toBe(true);
    FakeXHR.instances[0]?.respond(201, { ...stored(hexId(731), "look.png"), type: "image/png", extension: "png" });
    await waitFor(() => expect(send.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(send);
    expect(await screen.findByText("Reply posted.", {}, SLOW)).toBeTruthy();
    expect(bodies[0]).toEqual({ content: "<p>Look</p>", quotedReplyId: null, image_ids: [hexId(731)] });
    await waitFor(() => expect(within(card).getAllByTestId("attachment-image")).toHaveLength(1), SLOW);

    const first = within(card).getAllByTestId("activity-reply")[0] as HTMLElement;
    fireEvent.click(within(first).getByTestId("reply-menu"));
    fireEvent.click(await screen.findByTestId("reply-menu-edit", {}, SLOW));
    const edit = await within(first).findByTestId("reply-edit", {}, SLOW);
    expect(within(edit).getByTestId("upload-entry").textContent).toContain("minutes.txt");
    fireEvent.click(within(edit).getByTestId("reply-edit-save"));
    await waitFor(() => expect(bodies).toHaveLength(2), SLOW);
    expect(bodies[1]).toEqual({
      content: "<p>With minutes</p>",
      quotedReplyId: null,
      file_ids: [hexId(730)],
      image_ids: [],
      link_crawl_ids: [],
    });
  });
});
