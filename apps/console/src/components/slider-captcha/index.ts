export { settle, SliderCaptcha, type SliderCaptchaProps, type SliderCaptchaState } from './slider-captcha';
