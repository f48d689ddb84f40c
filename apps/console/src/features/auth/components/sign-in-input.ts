/**
 * antd's `Input` export attaches TextArea, Search, OTP and Group, about 6 kB gzip the sign-in page would load for
 * nothing; the sign-in form takes the plain input and the password box from their own antd modules.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
