import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { network } from "../../../test/fixtures";
import { mockApi, renderApp } from "../../../test/render-app";
import { setChatTransport } from "../socket";
import { chat, chatMessage, config, FakeTransport, PARTNER, profile } from "../test-support";

const FILE = "f".repeat(24);
const report = {
  id: FILE,
  original_filename: "report.pdf",
  extension: "pdf",
  size: 2048,
  content_type: "application/pdf",
  url: `/api/storage/files/${FILE}`,
};

let fake: FakeTransport;
beforeEach(() => {
  mockApi({});
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  fake.handlers.my_chats = () => ({ chats: [chat()] });
  // The loaded history holds no message with the file: the page asks for it by the attachment.
  fake.handlers.chat_details = () => ({ chat: chat(), messages: [chatMessage(5)] });
  setChatTransport(fake);
});
afterEach(() => {
  setChatTransport(null);
});

describe("chat file page", () => {
  it("finds an attachment of a message older than the loaded history", async () => {
    fake.handlers.file_details = () => ({ message: chatMessage(1, { files: [report] }) });
    renderApp(`/chat/member/${PARTNER}/files/${FILE}`, network());
    expect(await screen.findByRole("heading", { name: "report.pdf" })).toBeTruthy();
    expect(screen.getByText("2 kB")).toBeTruthy();
    expect(fake.pushed("file_details")[0]?.payload).toEqual({ chat_id: `member/${PARTNER}`, file_id: FILE });
  });

  it("says so when the chat has no such file", async () => {
    fake.handlers.file_details = () => {
      throw new Error("not_found");
    };
    renderApp(`/chat/member/${PARTNER}/files/${FILE}`, network());
    expect(await screen.findByText("This attachment does not exist.")).toBeTruthy();
  });
});
