import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconTrash, IconX } from '@tabler/icons-react';
import { formatDistanceToNow } from 'date-fns';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import type { CompanyInvitation, CompanyMember, MemberRole } from '@/db';
import { useCompanyDb, useMembership } from '@/db/react';
import { assignableRoles, can, canManageMember, roleLabel } from '@/db/permissions';
import { useTeam } from '../teamContext';
import type { Invited } from '../model/teamApi';
import { pendingInvitations, sortedMembers } from '../model/teamLists';
import { joinedLabel, lastSeenLabel } from '../model/lastSeen';

const EmailSchema = v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address.'));
const CompanyNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Company name is required.'),
  v.maxLength(100, 'Company name must be at most 100 characters.'),
);

function showFailure(error: unknown) {
  notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
}

/** Settings → Team (issue 13): the company's name, its members and their roles, and invitations. */
export function TeamSection() {
  const db = useCompanyDb();
  const { role, companyName } = useMembership();
  const team = useTeam();
  const data = useLiveQuery(
    async () => ({
      members: await db.companyMembers.toArray(),
      invitations: await db.companyInvitations.toArray(),
    }),
    [db],
  );
  const manages = can(role, 'manage_team');
  const members = sortedMembers(data?.members ?? []);
  const invitations = pendingInvitations(data?.invitations ?? [], new Date());

  return (
    <Card withBorder padding="lg" id="team">
      <Title order={2} size="h4" mb="sm">
        Team
      </Title>
      <Stack gap="lg">
        <CompanyName
          name={companyName}
          editable={manages}
          onRename={async (name) => {
            await team.api.renameCompany({ companyId: team.companyId, name });
            team.syncNow();
          }}
        />

        <Stack gap="xs">
          <Title order={3} size="h5">
            Members
          </Title>
          {members.length === 0 ? (
            <Text size="sm" c="dimmed">
              The team's members show here after the first sync.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Role</Table.Th>
                    {/* On a phone these two go under the member's name (no sideways scrolling). */}
                    <Table.Th visibleFrom="sm">Joined</Table.Th>
                    <Table.Th visibleFrom="sm">Last seen</Table.Th>
                    {manages && (
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.map((member) => (
                    <MemberRow
                      key={member.id}
                      member={member}
                      isMe={member.user_id === team.userId}
                      actorRole={role}
                      manages={manages}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>

        {manages && (
          <>
            <InviteForm actorRole={role} />
            <Stack gap="xs">
              <Title order={3} size="h5">
                Pending invitations
              </Title>
              {invitations.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No pending invitations.
                </Text>
              ) : (
                invitations.map((invitation) => <InvitationRow key={invitation.id} invitation={invitation} />)
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}

function CompanyName({
  name,
  editable,
  onRename,
}: {
  name: string | null;
  editable: boolean;
  onRename: (name: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!editable || draft === null)
    return (
      <Group gap="sm">
        <Text>
          <Text span fw={600}>
            Company:{' '}
          </Text>
          {name ?? '…'}
        </Text>
        {editable && (
          <Button size="compact-sm" variant="subtle" onClick={() => setDraft(name ?? '')}>
            Rename
          </Button>
        )}
      </Group>
    );
  const save = async () => {
    const parsed = v.safeParse(CompanyNameSchema, draft);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setSaving(true);
    try {
      await onRename(parsed.output);
      notifications.show({ message: 'Company name saved.' });
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group gap="sm" align="flex-start">
      <TextInput
        label="Company name"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={error}
        maw={320}
      />
      <Group gap="xs" mt={25}>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          Save
        </Button>
        <Button size="sm" variant="default" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Group>
    </Group>
  );
}

function MemberRow({
  member,
  isMe,
  actorRole,
  manages,
}: {
  member: CompanyMember;
  isMe: boolean;
  actorRole: MemberRole | null;
  manages: boolean;
}) {
  const team = useTeam();
  const [busy, setBusy] = useState(false);
  // One's own role is changed by another owner or admin, never from one's own row.
  const mayChange = manages && !isMe && canManageMember(actorRole, member.role);
  const who = member.name || member.email || 'Member';
  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      team.syncNow();
      notifications.show({ message: done });
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {who}
          {isMe && (
            <Text span size="xs" c="dimmed">
              {' '}
              (you)
            </Text>
          )}
        </Text>
        {member.email && member.name && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {member.email}
          </Text>
        )}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          Joined {joinedLabel(member.created_at)} · Last seen{' '}
          {lastSeenLabel(member.last_seen_at, new Date()).toLowerCase()}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {mayChange ? (
          <Select
            aria-label={`Role of ${who}`}
            size="xs"
            w={140}
            allowDeselect={false}
            disabled={busy}
            value={member.role}
            data={assignableRoles(actorRole)
              .concat(assignableRoles(actorRole).includes(member.role) ? [] : [member.role])
              .map((r) => ({ value: r, label: roleLabel(r) }))}
            onChange={(next) =>
              next &&
              next !== member.role &&
              void run(
                () =>
                  team.api.setRole({ companyId: member.company_id, userId: member.user_id, role: next as MemberRole }),
                `${who} is now ${roleLabel(next as MemberRole)}.`,
              )
            }
          />
        ) : (
          // Never squeezed by a long email beside it: it was cut to "Ow…" at 375 px.
          <Badge variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
            {roleLabel(member.role)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{joinedLabel(member.created_at)}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{lastSeenLabel(member.last_seen_at, new Date())}</Text>
      </Table.Td>
      {manages && (
        <Table.Td>
          {mayChange && !isMe && (
            <Tooltip label={`Remove ${who}`}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${who}`}
                loading={busy}
                onClick={() =>
                  window.confirm(`Remove ${who} from the team? They lose access on every device.`) &&
                  void run(
                    () => team.api.removeMember({ companyId: member.company_id, userId: member.user_id }),
                    `${who} was removed from the team.`,
                  )
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function InviteForm({ actorRole }: { actorRole: MemberRole | null }) {
  const team = useTeam();
  const roles = assignableRoles(actorRole);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('recruiter');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<(Invited & { email: string }) | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    setSending(true);
    try {
      const invited = await team.api.invite({ companyId: team.companyId, email: parsed.output, role });
      setSent({ ...invited, email: parsed.output });
      team.syncNow();
      setEmail('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Invite a member
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Email"
            type="email"
            placeholder="name@company.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            w={260}
          />
          <Select
            label="Role"
            w={160}
            allowDeselect={false}
            value={role}
            data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
            onChange={(next) => next && setRole(next as MemberRole)}
          />
          <Button type="submit" mt={25} loading={sending}>
            Send invite
          </Button>
        </Group>
      </form>
      {sent && (
        <Alert color={sent.email_sent ? 'green' : 'yellow'} withCloseButton onClose={() => setSent(null)}>
          <Text size="sm">
            {sent.email_sent
              ? `Invitation sent to ${sent.email}. You can also share the link:`
              : `The email to ${sent.email} could not be sent. Share this link with them:`}
          </Text>
          <Group gap="xs" mt={4}>
            <Text
              size="sm"
              ff="monospace"
              style={{ wordBreak: 'break-all', flex: '1 1 220px' }}
              data-testid="invite-link"
            >
              {sent.link}
            </Text>
            <CopyButton value={sent.link}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

function InvitationRow({ invitation }: { invitation: CompanyInvitation }) {
  const team = useTeam();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await team.api.revokeInvitation(invitation.id);
      team.syncNow();
      notifications.show({ message: `The invitation to ${invitation.email} was revoked.` });
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm" fw={500}>
          {invitation.email}
        </Text>
        <Text size="xs" c="dimmed">
          {roleLabel(invitation.role)} · expires{' '}
          {formatDistanceToNow(new Date(invitation.expires_at), { addSuffix: true })}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconX size={14} aria-hidden />}
        loading={busy}
        onClick={() => void revoke()}
        aria-label={`Revoke the invitation to ${invitation.email}`}
      >
        Revoke
      </Button>
    </Group>
  );
}
