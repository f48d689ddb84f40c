import { SecurityPage } from '../../features/account/pages/security-page';
import { ChangePasswordModal, SmsCodeButton } from '../../features/auth';

/**
 * 安全设置 composed by the shell (features never import each other): the account page with the sign-in feature's
 * change-password dialog and its slider-gated SMS button.
 */
export default function AccountSecurityPage() {
  return <SecurityPage PasswordDialog={ChangePasswordModal} SmsButton={SmsCodeButton} />;
}
