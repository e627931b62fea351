// /customer-dashboard/settings (002 §2): the signed-in dashboard user's own profile (e-mail shown, username
// editable), password change and picture. The forms and the picture uploader (crop, then upload) are the staff
// settings' (features/settings); the profile asks for the username the dashboard sign-up asked for, not the staff
// display name. The sections are tabs (`?section=`), which scroll sideways on a phone.
import { Card, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/auth.tsx';
import { Page } from '../../components/Page.tsx';
import { ChangePasswordForm, ProfileForm, type NameField } from '../settings/OwnAccountForms.tsx';
import { PictureUpload } from '../settings/PictureUpload.tsx';
import { CUSTOMER_DASHBOARD_MESSAGES } from './messages.ts';

const DASHBOARD_SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'picture', label: 'Picture' },
] as const;

const USERNAME_FIELD: NameField = {
  name: 'username', label: 'Username', required: CUSTOMER_DASHBOARD_MESSAGES.usernameRequired, autoComplete: 'nickname',
  initial: (user) => user?.username ?? user?.displayName ?? '',
};

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const current = DASHBOARD_SETTINGS_SECTIONS.find((s) => s.id === params.get('section')) ?? DASHBOARD_SETTINGS_SECTIONS[0];
  if (!user) return null;
  return (
    <Page title="Your settings">
      <Tabs.Root value={current.id} onValueChange={(e) => setParams({ section: e.value }, { replace: true })} variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {DASHBOARD_SETTINGS_SECTIONS.map((s) => <Tabs.Trigger key={s.id} value={s.id}>{s.label}</Tabs.Trigger>)}
        </Tabs.List>
      </Tabs.Root>
      <Card.Root>
        <Card.Body>
          {current.id === 'profile' && <ProfileForm field={USERNAME_FIELD} emailTestId="settings-email" />}
          {current.id === 'password' && <ChangePasswordForm />}
          {current.id === 'picture' && <PictureUpload user={user} target="me" />}
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
