export const officeEn = {
  actions: {
    view: "Open",
    edit: "Edit",
    review: "Review",
    notAuthorized: "Not possible while the file is finalized or locked, or without the right to add versions.",
  },
  host: {
    title: { view: "Document", edit: "Edit document", review: "Review document" },
    backToFile: "Back to the file",
    notFound: "This document cannot be opened here.",
    unavailable: "The office server cannot be reached right now. Please try again later.",
    forbidden: "You may not edit this file.",
    locked: "The file is locked by someone else.",
    narrowHint: "Office documents are easier to edit on a larger screen.",
  },
};
export type OfficeMessages = typeof officeEn;
