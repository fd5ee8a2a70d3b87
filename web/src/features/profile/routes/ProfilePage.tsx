import type { Member } from "@intranet/contracts";
import { ActionIcon, Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDots, IconFlag, IconUserQuestion } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { useReportPath } from "../../../lib/abuse-reports";
import { memberQuery } from "../api";
import { MemberPropertyValues } from "../components/MemberProperties";
import { memberPropertiesBody, useMemberProfileProperties } from "../member-properties";
import { ProfileTabs } from "./ProfileTabsPages";

/** The profile's context menu: "Report" for another member while abuse reports are on. */
function ReportMemberButton({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const reportPath = useReportPath("member", memberId, memberId);
  if (!reportPath) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("abuse_reports.shell.more")} data-testid="profile-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={reportPath} leftSection={<IconFlag size={14} />} data-testid="profile-report">
          {t("abuse_reports.shell.report")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const DETAIL_FIELDS = ["position", "department", "phone", "location"] as const;

function ProfileDetails({ member }: { member: Member }) {
  const { t } = useTranslation();
  const properties = useMemberProfileProperties();
  const details = [
    ...(member.email ? [{ key: "email" as const, value: member.email }] : []),
    ...DETAIL_FIELDS.flatMap((key) => (member.profile[key] ? [{ key, value: member.profile[key] }] : [])),
  ];
  const hasProperties = Object.keys(memberPropertiesBody(properties, member.profile_properties)).length > 0;
  if (details.length === 0 && !member.profile.about && !hasProperties) {
    return (
      <Text c="dimmed" size="sm">
        {t("profile.noDetails")}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        {details.map(({ key, value }) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`profile.${key}`)}
            </Text>
            <Text component="dd" m={0} data-testid={`profile-${key}`}>
              {value}
            </Text>
          </div>
        ))}
        <MemberPropertyValues properties={properties} value={member.profile_properties} />
      </SimpleGrid>
      {member.profile.about && (
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("profile.about")}
          </Text>
          <Text style={{ whiteSpace: "pre-line" }}>{member.profile.about}</Text>
        </div>
      )}
    </Stack>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(memberQuery(id));

  if (!query.isSuccess) {
    return (
      <QueryState query={query} notFound={<EmptyState title={t("profile.notFound")} icon={<IconUserQuestion />} />} />
    );
  }

  const member = query.data;
  const subtitle = [member.profile.position, member.profile.department].filter(Boolean).join(" · ");
  return (
    <Stack gap="md" maw={880}>
      <ProfileTabs />
      <Paper withBorder p="lg" radius="md">
        {/* On a phone the button goes under the name rather than squeezing it (§ phone layout). */}
        <Group gap="md" align="center" justify="space-between" data-testid="profile-header">
          <Group gap="lg" wrap="nowrap" align="center" style={{ flex: "1 1 260px", minWidth: 0 }}>
            <MemberAvatar member={member} large size={80} radius={80} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={1} size="h2" data-testid="profile-name" style={{ overflowWrap: "anywhere" }}>
                {member.displayName}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
              <Group gap="xs" mt={6}>
                {member.is_external && <Badge variant="light">{t("profile.external")}</Badge>}
                {member.locked && (
                  <Badge variant="light" color="red">
                    {t("profile.locked")}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <ReportMemberButton memberId={member.id} />
          {member.can.update_profile && (
            <Button
              component={Link}
              to={`/members/${member.id}/edit`}
              variant="light"
              style={{ flexShrink: 0 }}
              data-testid="profile-edit"
            >
              {t("profileEdit.edit")}
            </Button>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <ProfileDetails member={member} />
      </Paper>
    </Stack>
  );
}
