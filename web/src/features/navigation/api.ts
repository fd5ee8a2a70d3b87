import {
  type AppNavigationUpdateBody,
  type AppointmentCategoriesBody,
  appointmentsApi,
  categoryAdminsApi,
  type NavigationUpdateBody,
  navigationApi,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** The tree an editor edits: the network's (slug null) or a group's. */
export const editorNavigationQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ["navigation", "editor", slug ?? "network"],
    queryFn: ({ signal }) =>
      slug
        ? api(navigationApi.groupNavigation, { params: { slug } }, { signal })
        : api(navigationApi.navigation, {}, { signal }),
  });

/** What the "pages" and "apps" types offer. */
export const navigationChoicesQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ["navigation", "choices", slug ?? "network"],
    queryFn: async ({ signal }) => {
      const [pages, apps] = await Promise.all(
        slug
          ? [
              api(navigationApi.groupPages, { params: { slug } }, { signal }),
              api(navigationApi.groupApps, { params: { slug } }, { signal }),
            ]
          : [api(navigationApi.pages, {}, { signal }), api(navigationApi.apps, {}, { signal })],
      );
      return { pages: pages.pages, apps: apps.apps };
    },
  });

export const saveNavigation = (slug: string | null, body: NavigationUpdateBody) =>
  slug
    ? api(navigationApi.updateGroupNavigation, { params: { slug }, body })
    : api(navigationApi.updateNavigation, { body });

/** The network's navigation as the reader sees it (the userbar's block). */
export const readerNavigationQuery = queryOptions({
  queryKey: ["navigation", "reader", "network"],
  queryFn: ({ signal }) => api(navigationApi.readerNavigation, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** A group's navigation as its reader sees it (the userbar's block on the group's pages); 404 for a group not readable. */
export const readerGroupNavigationQuery = (slug: string) =>
  queryOptions({
    queryKey: ["navigation", "reader", "group", slug],
    queryFn: ({ signal }) => api(navigationApi.readerGroupNavigation, { params: { slug } }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** After a save: the editor's and the readers' trees. */
export const refreshNavigation = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ["navigation"] });

export const appNavigationQuery = queryOptions({
  queryKey: ["navigation", "app"],
  queryFn: ({ signal }) => api(navigationApi.appNavigation, {}, { signal }),
});

export const saveAppNavigation = (body: AppNavigationUpdateBody) => api(navigationApi.updateAppNavigation, { body });

export const saveGroupCategoriesOrder = (order: string[]) =>
  api(navigationApi.groupCategoriesOrder, { body: { order } });

export const appointmentCategoriesQuery = queryOptions({
  queryKey: ["appointments", "categories"],
  queryFn: ({ signal }) => api(appointmentsApi.categories, {}, { signal }),
});

export const saveAppointmentCategories = (body: AppointmentCategoriesBody) =>
  api(navigationApi.updateAppointmentCategories, { body });

/** A group category's administrators (issue 30), managed by the network's administrators. */
export const categoryAdminsQuery = (categoryId: string) =>
  queryOptions({
    queryKey: ["category-admins", categoryId],
    queryFn: ({ signal }) => api(categoryAdminsApi.list, { params: { id: categoryId } }, { signal }),
  });

export const appointCategoryAdmin = (categoryId: string, membershipId: string) =>
  api(categoryAdminsApi.appoint, { params: { id: categoryId }, body: { membership_id: membershipId } });

export const dismissCategoryAdmin = (categoryId: string, memberId: string) =>
  api(categoryAdminsApi.dismiss, { params: { id: categoryId, memberId } });
