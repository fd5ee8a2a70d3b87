import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n";
import { chatErrorText } from "./chat-errors";
import { ChatRequestError } from "./socket";

describe("chat error texts", () => {
  it("translates the reason of a refused action and never shows the server's English text", async () => {
    await changeLanguage("de_DU", false);
    const refused = new ChatRequestError("forbidden", "You may not chat with this member.", "create_chat");
    expect(chatErrorText(refused)).toBe("Das darfst du in diesem Chat nicht.");
    expect(chatErrorText(new ChatRequestError("timeout", "push timed out", "send_message"))).toBe(
      "Der Chat hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.",
    );
    await changeLanguage("en", false);
    expect(chatErrorText(refused)).toBe("You may not do this in this chat.");
  });
});
