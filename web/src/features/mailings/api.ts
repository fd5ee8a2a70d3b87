import { type MailingKind, mailingsApi, type NewsletterSending, type NewsletterTemplate } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const newsletterSettingsQuery = queryOptions({
  queryKey: ["mailings", "newsletter"],
  queryFn: ({ signal }) => api(mailingsApi.newsletterSettings, {}, { signal }),
});

export const saveNewsletterSettings = (body: { sending: NewsletterSending; template: NewsletterTemplate }) =>
  api(mailingsApi.updateNewsletterSettings, { body });

export const upcomingActivitiesQuery = queryOptions({
  queryKey: ["mailings", "upcoming"],
  queryFn: ({ signal }) => api(mailingsApi.upcomingActivities, {}, { signal }),
});

export const saveUpcomingOrder = (order: string[]) => api(mailingsApi.updateUpcomingActivities, { body: { order } });

export const sendNow = (kind: MailingKind) => api(mailingsApi.sendNow, { body: { kind } });

export const unsubscribeInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ["mailings", "unsubscribe", token],
    queryFn: ({ signal }) => api(mailingsApi.unsubscribeInfo, { params: { token } }, { signal }),
    retry: false,
  });

export const unsubscribe = (token: string) => api(mailingsApi.unsubscribe, { params: { token } });
