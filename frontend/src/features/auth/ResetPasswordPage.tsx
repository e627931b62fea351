// Choose a new password with the token from the e-mailed link (/password/reset/{token}). Success goes
// to /password/reset/success; an unknown, used or expired token to /password/reset/invalid.
import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { useDashboardResetPassword, useResetPassword } from '../../lib/api/generated/identity.ts';
import { problemMessage, type Problem } from '../../lib/api/problem.ts';
import { useFormSubmit } from '../../components/editPage.ts';
import { AuthCard } from '../../components/Page.tsx';
import { confirmError, PasswordField, passwordError } from '../../components/PasswordField.tsx';
import { MESSAGES, ROUTES } from '../../constants.ts';

/** A 400 about the password itself is shown; any other 400 or a 410 means the link is no good. */
export function isPasswordProblem(problem: Problem | undefined): boolean {
  if (!problem) return false;
  if (problem.errors?.some((e) => /password/i.test(e.path))) return true;
  return problem.detail === MESSAGES.password || problem.detail === MESSAGES.passwordMismatch;
}

export function ResetPasswordPage({ dashboard = false }: { dashboard?: boolean }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const dashboardResetPassword = useDashboardResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const errors = { password: passwordError(password), confirmPassword: confirmError(password, confirmPassword) };

  // The whole result goes to `failed`: what to do depends on the status.
  const { submitted, busy, serverError, submit: onSubmit } = useFormSubmit(errors, async () => {
    const init = { params: { path: { token } }, body: { password, confirmPassword }, ...optOut() };
    const result = dashboard
      ? await dashboardResetPassword(init)
      : await resetPassword(init);
    return result.response.ok ? { data: true } : { error: result };
  }, () => {
    navigate(dashboard ? ROUTES.dashboardResetSuccess : ROUTES.resetSuccess, { replace: true });
  }, {
    failed(failure, show) {
      const { response, error } = failure as { response: Response; error?: unknown };
      const problem = error as Problem | undefined;
      if (response.status === 400 && isPasswordProblem(problem)) show(problemMessage(problem));
      else if (response.status === 400 || response.status === 410 || response.status === 404) {
        navigate(dashboard ? ROUTES.dashboardResetInvalid : ROUTES.resetInvalid, { replace: true });
      } else show(problemMessage(problem));
    },
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
          <PasswordField label="New password" value={password} onChange={setPassword} submitted={submitted} error={errors.password} />
          <PasswordField label="Confirm new password" name="confirmPassword" meter={false} value={confirmPassword}
            onChange={setConfirmPassword} submitted={submitted} error={errors.confirmPassword} />
          <Button type="submit" colorPalette="blue" loading={busy}>Reset password</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
