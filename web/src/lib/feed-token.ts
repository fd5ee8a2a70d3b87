/**
 * The member's feed token as this tab last created it (the server keeps only its hash, so it is shown once): the
 * calendar's `.ics` feeds and the blogs' RSS feeds take the same token.
 */
export const FEED_TOKEN_KEY = "calendar.feedToken";
