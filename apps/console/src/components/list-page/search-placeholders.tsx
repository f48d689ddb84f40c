import { DatePicker, Form, Input, InputNumber } from 'antd';
import {
  Children,
  cloneElement,
  type CSSProperties,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The width in px a select needs to show `text` whole at the list's 14 px font: a CJK character about 14 px, any
 * other about 8 px (an upper bound for antd's font stack), plus the select's padding and arrow (about 40 px).
 */
export function pickerWidthFor(text: string): number {
  let width = 40;
  for (const ch of text) width += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 14 : 8;
  return Math.ceil(width);
}

const TYPED = new Set<unknown>([Input, Input.Search, Input.TextArea, InputNumber]);
const DATES = new Set<unknown>([DatePicker, DatePicker.RangePicker]);

/**
 * One placeholder rule for every search form (issue #18): a text field says 请输入<label>, a picker says
 * 请选择<label>, whatever the page wrote; date pickers keep antd's own. Fields are the `Form.Item`s the page passes,
 * also inside fragments.
 */
export function withSearchPlaceholders(fields: ReactNode, t: Translate): ReactNode {
  return Children.map(fields, (node): ReactNode => {
    if (!isValidElement(node)) return node;
    const element = node as ReactElement<{ children?: ReactNode; label?: ReactNode }>;
    if (element.type === Fragment) return withSearchPlaceholders(element.props.children, t);
    if (element.type !== Form.Item) return node;
    const { label, children } = element.props;
    if (typeof label !== 'string' || !isValidElement(children) || DATES.has(children.type)) return node;
    const typed = TYPED.has(children.type);
    const placeholder = t(typed ? 'search.placeholderInput' : 'search.placeholderSelect', { label });
    const picker = children as ReactElement<{ placeholder?: string; style?: CSSProperties }>;
    // A picker is at least as wide as its placeholder (issue #31: 'Select Ge…', '请选择用…' at the page's width).
    const style = typed ? picker.props.style : { ...picker.props.style, minWidth: pickerWidthFor(placeholder) };
    return cloneElement(element, {}, cloneElement(picker, { placeholder, style }));
  });
}
