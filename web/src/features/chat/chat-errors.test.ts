import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n";
import { chatErrorText } from "./chat-errors";
import { ChatRequestError } from "./socket";

describe("chat error texts", () => {
  it("translates the reason of a refused action and never shows the server's English text", async () => {
    await i18n.changeLanguage("de");
    const refused = new ChatRequestError("forbidden", "You may not chat with this member.", "create_chat");
    expect(chatErrorText(refused)).toBe("Das darfst du in diesem Chat nicht.");
    expect(chatErrorText(new ChatRequestError("timeout", "push timed out", "send_message"))).toBe(
      "Der Chat hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.",
    );
    await i18n.changeLanguage("en");
    expect(chatErrorText(refused)).toBe("You may not do this in this chat.");
  });
});
