import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { textWidgetFixture } from "../test-fixtures";
import { ChannelWidgetView } from "./ChannelWidgetView";

describe("a channel's text widget", { timeout: 60_000 }, () => {
  it("renders text written in markdown (as the server stored it: <, > and & as entities), never as written", async () => {
    const stored = [
      "**Opening hours**",
      "- Monday &amp; Tuesday",
      "&gt; Closed on holidays",
      "[Floor plan](/pages/plan) &lt;img src=x onerror=alert(1)&gt;",
    ].join("\n\n");
    // The markdown renderer loads with the first text written in markdown: React's act waits for it.
    await act(async () => renderWithProviders(<ChannelWidgetView widget={textWidgetFixture(stored)} />));
    const text = screen.getByTestId("channel-widget-text");
    await waitFor(() => expect(text.querySelector("strong")?.textContent).toBe("Opening hours"));
    expect(text.textContent).not.toContain("**");
    expect(text.querySelector("li")?.textContent).toBe("Monday & Tuesday");
    expect(text.querySelector("blockquote")?.textContent?.trim()).toBe("Closed on holidays");
    expect(screen.getByRole("link", { name: "Floor plan" }).getAttribute("href")).toBe("/pages/plan");
    expect(text.querySelector("img")).toBeNull();
    expect(text.textContent).toContain("<img src=x onerror=alert(1)>");
  });

  it("shows HTML as the server cleaned it", () => {
    renderWithProviders(
      <ChannelWidgetView widget={textWidgetFixture("<h2>Hello</h2><p>Drinks <em>on the roof</em></p>")} />,
    );
    expect(screen.getByRole("heading", { name: "Hello" })).toBeTruthy();
    expect(screen.getByTestId("channel-widget-text").querySelector("em")?.textContent).toBe("on the roof");
  });
});
