import {
  BANNER_TYPES,
  DEFAULT_THEME_COLORS,
  LOGO_TYPES,
  type Theme,
  type ThemeBody,
  type ThemeColors,
  themeBody,
  USERBAR_ICON_TYPES,
} from "@intranet/contracts";
import {
  Button,
  ColorInput,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { notifySaved } from "../../../components/toasts";
import { isUploading } from "../../../components/upload/upload-entry";
import { contractValidator, type FieldOf } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { type DesignContext, designsPath, refreshThemes, saveTheme } from "../api";
import { imageValue, savedImageId, ThemeImageField, type ThemeImageValue } from "./ThemeImageField";
import { ThemePreview } from "./ThemePreview";

interface ThemeValues {
  name: string;
  logo_type: Theme["logoType"];
  logo: ThemeImageValue;
  favicon: ThemeImageValue;
  banner_type: Theme["bannerType"];
  banner_image: ThemeImageValue;
  full_width: boolean;
  userbar_icon_type: Theme["userbarIconType"];
  colors: ThemeColors;
}

const initialValues = (theme: Theme | null): ThemeValues => ({
  name: theme?.name ?? "",
  logo_type: theme?.logoType ?? "default",
  logo: imageValue(theme?.logoImage ?? null),
  favicon: imageValue(theme?.faviconImage ?? null),
  banner_type: theme?.bannerType ?? "hidden",
  banner_image: imageValue(theme?.bannerImage ?? null),
  full_width: theme?.fullWidth ?? false,
  userbar_icon_type: theme?.userbarIconType ?? "default",
  colors: theme?.colors ?? DEFAULT_THEME_COLORS,
});

/** The id an image field will save (a finished upload, else the one in place), for the contract check. */
const pendingId = (v: ThemeImageValue) =>
  v.entries.find((e) => e.id && e.state !== "removed")?.id ?? v.current?.id ?? null;

const body = (
  v: ThemeValues,
  ids = { logo: pendingId(v.logo), favicon: pendingId(v.favicon), banner: pendingId(v.banner_image) },
): ThemeBody => ({
  theme: {
    name: v.name,
    logo_type: v.logo_type,
    logo_image_id: ids.logo,
    favicon_image_id: ids.favicon,
    banner_type: v.banner_type,
    banner_image_id: ids.banner,
    full_width: v.full_width,
    userbar_icon_type: v.userbar_icon_type,
    colors: v.colors,
  },
});

const IMAGE_FIELDS: Record<string, string> = {
  logo_image_id: "logo",
  favicon_image_id: "favicon",
  banner_image_id: "banner_image",
};
const fieldOf: FieldOf = (path) => IMAGE_FIELDS[path] ?? path;

/** The design form (administration §3 "Theme"): logo, favicon, banner, layout and colours, with a preview. */
export function ThemeForm({ context, theme }: { context: DesignContext; theme: Theme | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<ThemeValues>({
    initialValues: initialValues(theme),
    validate: contractValidator(themeBody, (v: ThemeValues) => body(v), fieldOf),
  });
  const v = form.values;
  const mutation = useAppMutation({
    mutationFn: async (values: ThemeValues) => {
      const [logo, favicon, banner] = await Promise.all([
        savedImageId(values.logo),
        savedImageId(values.favicon),
        savedImageId(values.banner_image),
      ]);
      return saveTheme(context, theme?.id ?? null, body(values, { logo, favicon, banner }));
    },
    onSuccess: async () => {
      notifySaved();
      await refreshThemes(queryClient, context);
      void navigate(designsPath(context));
    },
    form,
    saveFailed: true,
  });
  const uploading = [v.logo, v.favicon, v.banner_image].some((image) => isUploading(image.entries));
  const options = <T extends string>(values: readonly T[], group: "logoTypes" | "bannerTypes" | "userbarIconTypes") =>
    values.map((value) => ({ value, label: t(`designs.form.${group}.${value}` as "designs.form.logoTypes.default") }));
  const color = (key: keyof ThemeColors, label: string) => (
    <ColorInput
      label={label}
      description={t("designs.form.colorHint")}
      format="hex"
      withEyeDropper={false}
      required
      data-testid={`design-color-${key}`}
      {...form.getInputProps(`colors.${key}`)}
    />
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (!uploading) mutation.mutate(values);
      })}
      noValidate
    >
      <Stack gap="md" maw={960}>
        <Title order={1} size="h2">
          {t(theme ? "designs.editTitle" : "designs.newTitle")}
        </Title>
        <TextInput label={t("designs.name")} required maw={480} {...form.getInputProps("name")} />
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("designs.form.logo")}
            </Title>
            <Select
              label={t("designs.form.logoType")}
              data={options(LOGO_TYPES, "logoTypes")}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps("logo_type")}
            />
            {v.logo_type !== "hidden" && (
              <ThemeImageField
                label={t("designs.form.logoImage")}
                value={v.logo}
                onChange={(next) => form.setFieldValue("logo", next)}
                previewHeight={40}
                error={form.errors.logo as string | undefined}
              />
            )}
            <ThemeImageField
              label={t("designs.form.favicon")}
              value={v.favicon}
              onChange={(next) => form.setFieldValue("favicon", next)}
              previewHeight={32}
              error={form.errors.favicon as string | undefined}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("designs.form.banner")}
            </Title>
            <Text size="sm" component="label" htmlFor="design-banner-type">
              {t("designs.form.bannerType")}
            </Text>
            <SegmentedControl
              id="design-banner-type"
              data={options(BANNER_TYPES, "bannerTypes")}
              data-testid="design-banner-type"
              {...form.getInputProps("banner_type")}
            />
            {v.banner_type === "color" && color("banner", t("designs.form.bannerColor"))}
            {v.banner_type === "image" && (
              <ThemeImageField
                label={t("designs.form.bannerImage")}
                value={v.banner_image}
                onChange={(next) => form.setFieldValue("banner_image", next)}
                previewHeight={60}
                error={form.errors.banner_image as string | undefined}
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("designs.form.colors")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap="sm">
                {color("primary", t("designs.form.primary"))}
                {color("header_background", t("designs.form.headerBackground"))}
                <Text size="sm" c="dimmed">
                  {t("designs.form.contrastNote")}
                </Text>
              </Stack>
              <ThemePreview colors={v.colors} banner={v.banner_type === "color"} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("designs.form.layout")}
            </Title>
            <Switch label={t("designs.form.fullWidth")} {...form.getInputProps("full_width", { type: "checkbox" })} />
            <Select
              label={t("designs.form.userbarIconType")}
              data={options(USERBAR_ICON_TYPES, "userbarIconTypes")}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps("userbar_icon_type")}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={designsPath(context)} variant="default">
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={uploading} data-testid="design-save">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
