import { type Crawl, crawlsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { setCsrfCookie } from "../../../test/cookies";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import { setChatTransport } from "../socket";
import { chat, chatMessage, config, FakeTransport, PARTNER, profile } from "../test-support";

const URL_A = "https://example.com/agenda";
const crawlId = hexId(77);
const finished: Crawl = {
  id: crawlId,
  url: URL_A,
  status: "finished",
  result: { url: URL_A, title: "Agenda", description: null, site_name: null, image: null },
};

let fake: FakeTransport;
/** Lets the link's crawl finish (its answer is held until then). */
let finishCrawl: () => void;

beforeEach(() => {
  setCsrfCookie("csrf");
  const crawled = new Promise<void>((resolve) => (finishCrawl = resolve));
  mockApi({
    [routeKey(crawlsApi.create)]: async () => {
      await crawled;
      return jsonResponse(finished, 201);
    },
  });
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  const anna = chat({ last_message: chatMessage(1), last_seq: 1 });
  fake.handlers.my_chats = () => ({ chats: [anna] });
  fake.handlers.chat_details = () => ({ chat: anna, messages: [chatMessage(1)] });
  fake.handlers.send_message = () => new Promise(() => {});
  setChatTransport(fake);
});
afterEach(() => {
  setChatTransport(null);
  setCsrfCookie(null);
});

async function openRoom() {
  renderApp(`/chat/member/${PARTNER}`, network());
  await screen.findAllByTestId("chat-message");
  return screen.getByTestId("chat-composer-input") as HTMLTextAreaElement;
}

describe("a message sent while its link preview is still crawling", () => {
  it("goes out once, as it was at Enter, with its preview; the field is locked meanwhile, then cleared", async () => {
    const input = await openRoom();
    fireEvent.change(input, { target: { value: `Look at ${URL_A}` } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByTestId("chat-composer-queued")).toBeTruthy();
    expect(input.readOnly).toBe(true);
    // What is typed after Enter is not added to the waiting message.
    await userEvent.type(input, "second thought");
    expect(input.value).toBe(`Look at ${URL_A}`);
    expect(fake.pushed("send_message")).toHaveLength(0);

    finishCrawl();
    await waitFor(() => expect(fake.pushed("send_message")).toHaveLength(1));
    const payload = fake.pushed("send_message")[0]?.payload;
    expect(payload?.text).toBe(`Look at ${URL_A}`);
    expect(payload?.link_crawl_id).toBe(crawlId);
    const pending = await screen.findByTestId("chat-message-pending");
    expect(within(pending).getByTestId("chat-message-text").textContent).toContain("Look at");
    expect(input.value).toBe("");
    expect(input.readOnly).toBe(false);
    expect(screen.queryByTestId("chat-composer-queued")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.pushed("send_message")).toHaveLength(1);
  });

  it("can be called back: the text stays to be changed and nothing is sent when the preview arrives", async () => {
    const input = await openRoom();
    fireEvent.change(input, { target: { value: `Look at ${URL_A}` } });
    fireEvent.keyDown(input, { key: "Enter" });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel sending" }));
    expect(input.readOnly).toBe(false);
    await userEvent.type(input, " today");
    expect(input.value).toBe(`Look at ${URL_A} today`);
    finishCrawl();
    await screen.findByTestId("link-preview");
    expect(fake.pushed("send_message")).toHaveLength(0);
  });
});

describe("the message length limit", () => {
  it("counts near 10,000 characters and refuses more, saying so, before sending", async () => {
    const input = await openRoom();
    fireEvent.change(input, { target: { value: "a".repeat(8_999) } });
    expect(screen.queryByTestId("chat-composer-counter")).toBeNull();
    fireEvent.change(input, { target: { value: "a".repeat(9_000) } });
    expect(screen.getByTestId("chat-composer-counter").textContent).toBe("9,000 / 10,000");

    fireEvent.change(input, { target: { value: "a".repeat(10_001) } });
    expect(screen.getByTestId("chat-composer-counter").textContent).toBe("10,001 / 10,000");
    expect(screen.getByText("Too long to send: a message has at most 10,000 characters.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByTestId("chat-send") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(fake.pushed("send_message")).toHaveLength(0);
    expect(input.value).toHaveLength(10_001);

    fireEvent.change(input, { target: { value: "a".repeat(10_000) } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(fake.pushed("send_message")).toHaveLength(1));
  });
});
