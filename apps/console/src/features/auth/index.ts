/** Sign-in, registration, password and department dialogs. */
export { SmsCodeButton, type SmsCodeButtonProps } from './components/sms-code-button';
export { ChangePasswordModal, type ChangePasswordModalProps } from './components/change-password-modal';
export { DepartSwitchModal, type DepartSwitchModalProps } from './components/depart-switch-modal';

/** Page modules (default exports) for the shell's lazy routes. */
export const loadLoginPage = () => import('./pages/login-page');
export const loadRegisterPage = () => import('./pages/register-page');
export const loadRegisterResultPage = () => import('./pages/register-result-page');
export const loadAlterationPage = () => import('./pages/alteration-page');
export const loadOAuth2LoginPage = () => import('./pages/oauth2-login-page');
