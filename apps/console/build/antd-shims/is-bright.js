// antd 6's `isBright` (antd/es/color-picker/components/ColorPresets.js), the same function on the same colour class,
// in a module of its own: imported from ColorPresets, it brought the preset panel and antd's Collapse into the
// first load through the button's style token (issue #17, build/narrow-imports.ts).
import { Color as RcColor } from '@rc-component/color-picker/es/color';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
