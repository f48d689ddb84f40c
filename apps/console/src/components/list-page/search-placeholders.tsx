import { DatePicker, Form, Input, InputNumber } from 'antd';
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

type Translate = (key: string, options?: Record<string, unknown>) => string;

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
    const key = TYPED.has(children.type) ? 'search.placeholderInput' : 'search.placeholderSelect';
    const field = cloneElement(children as ReactElement<{ placeholder?: string }>, { placeholder: t(key, { label }) });
    return cloneElement(element, {}, field);
  });
}
