import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { Element, ElementContent } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { memo, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import 'highlight.js/styles/github.css';
import { copyText } from '../lib/copy-text';
import { normaliseMath } from '../lib/normalise-math';

/** A few languages an agronomy assistant plausibly writes; the full highlight.js set would triple the chunk. */
const LANGUAGES = { bash, javascript, json, python, r, sql, typescript, xml, yaml };

/**
 * GitHub's sanitation plus the classes remark-math puts on formulas; sanitising runs before KaTeX and
 * highlighting, so their own markup is not stripped while anything a model (or a prompt injection) writes is.
 */
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

/** CommonMark ends `**结论：**降水` nowhere (CJK punctuation before `**`); remark-cjk-friendly fixes emphasis there. */
const remarkPlugins: ComponentProps<typeof ReactMarkdown>['remarkPlugins'] = [remarkGfm, remarkCjkFriendly, remarkMath];
const rehypePlugins: ComponentProps<typeof ReactMarkdown>['rehypePlugins'] = [
  [rehypeSanitize, schema],
  [rehypeKatex, { throwOnError: false, strict: false }],
  [rehypeHighlight, { languages: LANGUAGES, detect: false }],
];

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function languageOf(node: Element | undefined): string {
  const code = node?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const classes = code?.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
}

function CodeBlock({ node, children, ...rest }: ComponentProps<'pre'> & { node?: Element }) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const language = languageOf(node);
  const onCopy = async () => {
    if (!node) return;
    if (await copyText(textOf(node).replace(/\n$/, ''))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <div className="cw-chat-code">
      <div className="cw-chat-code-bar">
        <span>{language || 'text'}</span>
        <Tooltip title={copied ? t('message.copied') : t('message.copyCode')}>
          <Button
            size="small"
            type="text"
            aria-label={t('message.copyCode')}
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            onClick={() => void onCopy()}
          />
        </Tooltip>
      </div>
      <pre {...rest}>{children}</pre>
    </div>
  );
}

const components: Components = {
  pre: CodeBlock,
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  table: ({ node: _node, ...props }) => (
    <div className="cw-chat-table">
      <table {...props} />
    </div>
  ),
};

/** An answer's markdown: GFM tables, highlighted code with a copy button, KaTeX in all four delimiter styles. */
export const MarkdownView = memo(function MarkdownView({ content }: { content: string }) {
  const source = useMemo(() => normaliseMath(content), [content]);
  return (
    <div className="cw-chat-markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
});
