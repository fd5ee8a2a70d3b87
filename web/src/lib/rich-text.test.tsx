import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useRichTextEditor } from "./rich-text";

describe("useRichTextEditor", () => {
  it("keeps its options between renders, follows a new label and reports the html as it changes", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ label, content }: { label: string; content: string }) => useRichTextEditor({ label, content, onChange }),
      { initialProps: { label: "Description", content: "<p>First</p>" } },
    );
    const editor = result.current;
    if (!editor) throw new Error("no editor");
    const setOptions = vi.spyOn(editor, "setOptions");

    // A render with the same label, and a controlled value that moved on, reconfigures nothing.
    rerender({ label: "Description", content: "<p>First and more</p>" });
    expect(setOptions).not.toHaveBeenCalled();
    expect(editor.getHTML()).toBe("<p>First</p>");

    rerender({ label: "Question", content: "<p>First</p>" });
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(editor.options.editorProps.attributes).toEqual({ "aria-label": "Question" });

    act(() => {
      editor.commands.setContent("<p>Typed</p>", { emitUpdate: true });
    });
    expect(onChange).toHaveBeenLastCalledWith("<p>Typed</p>");
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith("");
  });
});
