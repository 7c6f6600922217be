import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PDF_COLOURS as COLOURS } from '../../lib/pdf.ts';

/**
 * What one e-mail says, as data: the HTML part, the plain-text part and the WhatsApp draft are all written
 * from it, so they never say different things. Every text is already in the customer's language.
 */
export interface MessageBody {
  language: 'id' | 'en';
  shopName: string;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  lines?: { name: string; quantity: string; amount: string }[];
  linesTitle?: string;
  totals?: { label: string; amount: string; grand?: boolean }[];
  sections: { title: string; text: string[] }[];
  link?: { label: string; href: string };
  footer: string;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

// Inline styles only: mail apps drop <style> blocks and remote stylesheets; no images, so nothing loads from afar.
const page: CSSProperties = {
  margin: 0,
  padding: '16px',
  backgroundColor: '#f1f5f9',
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: COLOURS.ink,
};
const card: CSSProperties = {
  maxWidth: '560px',
  margin: '0 auto',
  backgroundColor: '#ffffff',
  borderRadius: '12px',
  padding: '24px',
};
const heading: CSSProperties = { color: COLOURS.sea, fontSize: '15px', margin: '20px 0 6px' };
const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const cell: CSSProperties = { padding: '6px 0', fontSize: '14px', borderBottom: '1px solid #e2e8f0' };
const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

function Lines({ body }: { body: MessageBody }): ReactNode {
  if (!body.lines?.length && !body.totals?.length) return null;
  return h(
    'table',
    { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style: { borderCollapse: 'collapse' } },
    h(
      'tbody',
      null,
      ...(body.lines ?? []).map((line, index) =>
        h(
          'tr',
          { key: `line-${index}` },
          h('td', { style: cell }, `${line.name} × ${line.quantity}`),
          h('td', { style: amountCell }, line.amount),
        ),
      ),
      ...(body.totals ?? []).map((total, index) =>
        h(
          'tr',
          { key: `total-${index}` },
          h('td', { style: { ...cell, textAlign: 'right', fontWeight: total.grand ? 700 : 400 } }, total.label),
          h(
            'td',
            {
              style: {
                ...amountCell,
                fontWeight: total.grand ? 700 : 400,
                color: total.grand ? COLOURS.coral : COLOURS.ink,
              },
            },
            total.amount,
          ),
        ),
      ),
    ),
  );
}

/** The shop's e-mail: its name in its colours, the message, and one button. */
export function OrderEmail({ body }: { body: MessageBody }): ReactNode {
  return h(
    'html',
    { lang: body.language },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, body.subject),
    ),
    h(
      'body',
      { style: page },
      h(
        'div',
        { style: card },
        h('p', { style: { margin: '0 0 16px', fontSize: '20px', fontWeight: 700, color: COLOURS.sea } }, body.shopName),
        body.greeting ? h('p', { style: paragraph }, body.greeting) : null,
        ...body.paragraphs.map((text, index) => h('p', { key: `p-${index}`, style: paragraph }, text)),
        body.linesTitle ? h('h2', { style: heading }, body.linesTitle) : null,
        h(Lines, { body }),
        ...body.sections.map((section, index) =>
          h(
            'div',
            { key: `s-${index}` },
            h('h2', { style: heading }, section.title),
            ...section.text.map((line, at) => h('p', { key: at, style: { ...paragraph, margin: '0 0 4px' } }, line)),
          ),
        ),
        body.link
          ? h(
              'p',
              { style: { margin: '24px 0' } },
              h(
                'a',
                {
                  href: body.link.href,
                  style: {
                    backgroundColor: COLOURS.coral,
                    color: '#ffffff',
                    padding: '12px 20px',
                    borderRadius: '10px',
                    textDecoration: 'none',
                    fontWeight: 700,
                    display: 'inline-block',
                  },
                },
                body.link.label,
              ),
            )
          : null,
        h('p', { style: { fontSize: '12px', color: COLOURS.muted, margin: '16px 0 0' } }, body.footer),
      ),
    ),
  );
}

/** The same message as plain text: the e-mail's text part and the WhatsApp draft. */
export function plainText(body: MessageBody): string {
  const blocks: string[] = [];
  if (body.greeting) blocks.push(body.greeting);
  blocks.push(...body.paragraphs);
  const table = [
    ...(body.lines ?? []).map((line) => `- ${line.name} × ${line.quantity}: ${line.amount}`),
    ...(body.totals ?? []).map((total) => `${total.label}: ${total.amount}`),
  ];
  if (table.length > 0) blocks.push([body.linesTitle, ...table].filter(Boolean).join('\n'));
  for (const section of body.sections) blocks.push([section.title, ...section.text].join('\n'));
  if (body.link) blocks.push(`${body.link.label}: ${body.link.href}`);
  blocks.push(body.footer);
  return blocks.join('\n\n');
}

/** The HTML and text parts of a message. */
export function renderMessage(body: MessageBody): RenderedMessage {
  return {
    subject: body.subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(h(OrderEmail, { body }))}`,
    text: plainText(body),
  };
}
