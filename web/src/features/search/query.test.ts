import { describe, expect, it } from "vitest";
import { quoteQuery, readSearchParams, searchScope, searchUrl } from "./query";

describe("quoteQuery", () => {
  it("leaves words of letters, digits, underscore, hyphen and dot as they are", () => {
    expect(quoteQuery("annual report_2026 e-mail v1.2")).toBe("annual report_2026 e-mail v1.2");
    expect(quoteQuery("Größe café niño")).toBe("Größe café niño");
  });

  it("quotes a term with any other character", () => {
    expect(quoteQuery("c++ developer")).toBe('"c++" developer');
    expect(quoteQuery("ada@example.com")).toBe('"ada@example.com"');
    expect(quoteQuery("it's 50%")).toBe('"it\'s" "50%"');
    expect(quoteQuery("a:b (c) *")).toBe('"a:b" "(c)" "*"');
  });

  it("keeps #tags and quoted phrases", () => {
    expect(quoteQuery("#summer party")).toBe("#summer party");
    expect(quoteQuery('"annual report" 2026')).toBe('"annual report" 2026');
    expect(quoteQuery('"c++"')).toBe('"c++"');
  });

  it("quotes what only looks like a tag", () => {
    expect(quoteQuery("#c++ #")).toBe('"#c++" "#"');
  });

  it("closes a phrase left open and drops empty ones", () => {
    expect(quoteQuery('report "annual meet')).toBe('report "annual meet"');
    expect(quoteQuery('"" x')).toBe("x");
  });

  it("collapses whitespace and keeps an empty query empty", () => {
    expect(quoteQuery("  one \t two\n")).toBe("one two");
    expect(quoteQuery("   ")).toBe("");
  });
});

describe("searchScope", () => {
  it("maps the section of the path to a module", () => {
    expect(searchScope("/activitystreams/all")).toEqual({ module: "activities" });
    expect(searchScope("/messages/sent")).toEqual({ module: "messages" });
    expect(searchScope("/files/folders/1")).toEqual({ module: "files" });
    expect(searchScope("/calendars/manage")).toEqual({ module: "appointments" });
    expect(searchScope("/appointments")).toEqual({ module: "appointments" });
    expect(searchScope("/pages/imprint")).toEqual({ module: "pages" });
    expect(searchScope("/apps/tasks/items")).toEqual({ module: "items" });
    expect(searchScope("/channels/news")).toEqual({ module: "channels" });
  });

  it("searches everything elsewhere", () => {
    expect(searchScope("/")).toEqual({});
    expect(searchScope("/directory")).toEqual({});
    expect(searchScope("/constructor")).toEqual({});
  });

  it("stays in the group inside /groups/{slug}", () => {
    expect(searchScope("/groups/sales")).toEqual({ group: "sales" });
    expect(searchScope("/groups/sales/files/folders/3")).toEqual({ group: "sales", module: "files" });
    expect(searchScope("/groups/sales/calendars")).toEqual({ group: "sales", module: "appointments" });
    expect(searchScope("/groups/new/teams")).toEqual({});
  });
});

describe("search URLs", () => {
  it("reads the query string with defaults for what is missing or unknown", () => {
    expect(readSearchParams(new URLSearchParams("q=x&page=3&sort_by=newest&module=files"))).toEqual({
      q: "x",
      page: 3,
      sort_by: "newest",
      module: "files",
    });
    expect(readSearchParams(new URLSearchParams("page=-1&sort_by=name&module=nope"))).toEqual({
      q: "",
      page: 1,
      sort_by: "relevance",
    });
  });

  it("writes the results page's URL, in a group under the group", () => {
    expect(searchUrl({ q: "a b", module: "files", sort_by: "newest", page: 2 })).toBe(
      "/search?q=a+b&module=files&sort_by=newest&page=2",
    );
    expect(searchUrl({ q: "x", sort_by: "relevance", page: 1, group: "sales" })).toBe("/groups/sales/search?q=x");
  });
});
