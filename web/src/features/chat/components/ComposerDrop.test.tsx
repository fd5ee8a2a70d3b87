import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { networkQuery } from "../../../api/network";
import { AppProviders } from "../../../app/AppProviders";
import { createQueryClient } from "../../../app/query-client";
import { network } from "../../../test/fixtures";
import { setChatTransport } from "../socket";
import { config, FakeTransport, PARTNER, profile } from "../test-support";
import { Composer } from "./Composer";
import { droppedUploads } from "./dropped-files";

const uploads: { directory: string; name: string }[] = [];
const realUpload = droppedUploads.upload;

beforeEach(() => {
  uploads.length = 0;
  droppedUploads.upload = (directory, file) => {
    uploads.push({ directory, name: file.name });
    return { promise: new Promise(() => {}), abort() {} };
  };
  const fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  setChatTransport(fake);
});
afterEach(() => {
  droppedUploads.upload = realUpload;
  setChatTransport(null);
});

function renderComposer() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(networkQuery.queryKey, network());
  const ui = <Composer chatId={`member/${PARTNER}`} canWrite config={config} quote={null} onCancelQuote={() => {}} />;
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={createMemoryRouter([{ path: "/", element: ui }])} />
    </AppProviders>,
  );
}

const drop = (files: File[]) =>
  fireEvent.drop(screen.getByTestId("chat-composer"), { dataTransfer: { files, types: ["Files"] } });

describe("dropping files on the composer", () => {
  it("uploads other files as files at once", async () => {
    renderComposer();
    drop([new File(["x"], "plan.pdf", { type: "application/pdf" })]);
    await waitFor(() => expect(uploads).toEqual([{ directory: "files", name: "plan.pdf" }]));
    expect(screen.getByText("Files")).toBeTruthy();
  });

  it("asks whether dropped images are images or files", async () => {
    renderComposer();
    drop([new File(["x"], "a.png", { type: "image/png" }), new File(["y"], "b.jpg", { type: "image/jpeg" })]);
    fireEvent.click(await screen.findByRole("button", { name: "As images" }));
    await waitFor(() => expect(uploads.map((u) => u.directory)).toEqual(["images", "images"]));
  });
});
