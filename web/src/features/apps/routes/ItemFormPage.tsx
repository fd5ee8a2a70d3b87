import type { AppDetail, AppItem, AppValues } from "@intranet/contracts";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { fieldErrors } from "../../../components/field-errors";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { appItemQuery, createItem, placeItem, updateItem } from "../api";
import { AppGate, NoAppPermission } from "../components/AppGate";
import { FieldInput } from "../components/fields";

function ItemForm({ app, item }: { app: AppDetail; item: AppItem | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AppValues>(item?.values ?? {});
  const [members, setMembers] = useState(item?.memberships ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAppMutation({
    mutationFn: () => (item ? updateItem(app.slug, item.id, values) : createItem(app.slug, values)),
    saveFailed: true,
    onError: (error) => {
      const found = fieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, String(v)])));
    },
    onSuccess: (saved) => {
      placeItem(queryClient, app.slug, saved);
      void queryClient.invalidateQueries({ queryKey: ["apps", "items", app.slug] });
      notifySaved(t("apps.item.saved"));
      navigate(`/apps/${app.slug}/items/${saved.id}`);
    },
  });
  // a required field left blank blocks the submit (§5), the server checks the rest
  const missing = app.fields.some((f) => {
    const v = values[f.name];
    return f.required && (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0));
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing) save.mutate();
      }}
    >
      <Stack gap="md" maw={720} data-testid="item-form">
        <Title order={1} size="h2">
          {item ? t("apps.item.editTitle") : t("apps.item.newTitle")} · {app.name}
        </Title>
        {app.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            members={members}
            onMembers={setMembers}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={missing} data-testid="item-save">
            {t("apps.item.save")}
          </Button>
          <Button variant="default" onClick={() => navigate(-1)}>
            {t("apps.item.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/apps/{appSlug}/items/new`: for who may add items to the app (`can.create_items`). */
export function ItemNewPage() {
  const { appSlug = "" } = useParams();
  return (
    <AppGate slug={appSlug} can="create_items">
      {(app) => <ItemForm app={app} item={null} />}
    </AppGate>
  );
}

/** The item, and its form for who may change it (`can.update`). */
function ItemEditor({ app, id }: { app: AppDetail; id: string }) {
  const item = useQuery(appItemQuery(app.slug, id));
  return (
    <QueryState query={item}>
      {(data) => (data.can.update ? <ItemForm app={app} item={data} /> : <NoAppPermission />)}
    </QueryState>
  );
}

/** `/apps/{appSlug}/items/{id}/edit`: for who may change the item (`can.update`). */
export function ItemEditPage() {
  const { appSlug = "", id = "" } = useParams();
  return (
    <AppGate slug={appSlug} can="create_items">
      {(app) => <ItemEditor app={app} id={id} />}
    </AppGate>
  );
}
