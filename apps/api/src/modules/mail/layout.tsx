import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import { type Paragraph, paragraphsOf } from './blocks';
import type { MailBlock, MailItem } from './tables';

/** How the shop looks in its mails: the branding's title, colours and logo (its inline part's content id). */
export interface MailLook {
  lang: string;
  title: string;
  url: string;
  colors: { brand: string };
  logo?: { cid: string; width: number; height: number; alt: string };
}

const ink = '#1b2428';
const muted = '#55636a';
const line = '#d9e0e3';
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * Dark mode where the mail client has one: the page, card and rules darken and the words lighten;
 * the logo keeps a light ground (a dark logo stays readable) and buttons keep the brand colour.
 */
const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page, .page > table > tbody > tr > td { background-color: #0f1416 !important; }
  .card { background-color: #1b2428 !important; }
  .ink { color: #e8eef0 !important; }
  .muted { color: #a9b6bb !important; }
  .rule { border-color: #34444a !important; }
}
@media (max-width: 480px) { .card { padding: 20px 16px !important; } }
`;

const text: CSSProperties = { color: ink, fontSize: 15, lineHeight: '23px', margin: '0 0 14px' };
const small: CSSProperties = { ...text, color: muted, fontSize: 13, lineHeight: '19px', margin: 0 };

/**
 * The one layout of every mail: the logo (or the shop's name) on top, the blocks in a single
 * column at most 600 pixels wide, the shop's name (a link to it) below. `pictureOf` answers the
 * content id of a line's picture, where it has one.
 */
export function MailLayout({
  look,
  preview,
  blocks,
  pictureOf,
}: {
  look: MailLook;
  preview: string;
  blocks: MailBlock[];
  pictureOf: (productId: number) => string | undefined;
}) {
  return (
    <Html lang={look.lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="page" style={{ backgroundColor: '#f4f6f7', margin: 0, padding: '24px 8px', fontFamily: font }}>
        <Container style={{ maxWidth: 600, width: '100%' }}>
          <Section style={{ padding: '0 0 16px' }}>
            {look.logo ? (
              // A light ground of its own: a dark logo stays readable when the client darkens the mail.
              <Img
                src={`cid:${look.logo.cid}`}
                alt={look.logo.alt || look.title}
                width={look.logo.width}
                height={look.logo.height}
                style={{ backgroundColor: '#ffffff', borderRadius: 6, padding: 6, maxWidth: '100%', height: 'auto' }}
              />
            ) : (
              <Text style={{ ...text, color: look.colors.brand, fontSize: 22, fontWeight: 700, margin: 0 }}>
                {look.title}
              </Text>
            )}
          </Section>
          <Section
            className="card"
            style={{
              backgroundColor: '#ffffff',
              borderTop: `4px solid ${look.colors.brand}`,
              borderRadius: 8,
              padding: '28px 28px 14px',
            }}
          >
            {blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed; nothing reorders them.
              <Block key={index} block={block} look={look} pictureOf={pictureOf} />
            ))}
          </Section>
          <Text className="muted" style={{ ...small, textAlign: 'center', padding: '16px 0' }}>
            <Link href={look.url} style={{ color: muted }} className="muted">
              {look.title}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function Block({
  block,
  look,
  pictureOf,
}: {
  block: MailBlock;
  look: MailLook;
  pictureOf: (productId: number) => string | undefined;
}) {
  if ('text' in block)
    // biome-ignore lint/suspicious/noArrayIndexKey: a text's paragraphs keep their order.
    return paragraphsOf(block.text).map((p, i) => <Para key={i} paragraph={p} look={look} />);
  if ('items' in block) return <Items items={block.items} pictureOf={pictureOf} />;
  if ('totals' in block) return <Totals rows={block.totals} />;
  return (
    <Section style={{ margin: '4px 0 18px' }}>
      <Text className="ink" style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>
        {block.address.title}
      </Text>
      <Text className="ink" style={{ ...text, margin: 0 }}>
        <Lines lines={block.address.lines} />
      </Text>
    </Section>
  );
}

function Para({ paragraph, look }: { paragraph: Paragraph; look: MailLook }) {
  if ('button' in paragraph)
    return (
      <Section style={{ margin: '4px 0 20px' }}>
        <Button
          href={paragraph.button.url}
          style={{
            backgroundColor: look.colors.brand,
            color: '#ffffff',
            borderRadius: 6,
            padding: '12px 20px',
            fontSize: 15,
            fontWeight: 600,
            lineHeight: '20px',
          }}
        >
          {paragraph.button.label}
        </Button>
      </Section>
    );
  if ('link' in paragraph)
    return (
      <Text className="ink" style={{ ...text, wordBreak: 'break-all' }}>
        <Link href={paragraph.link} style={{ color: look.colors.brand }}>
          {paragraph.link}
        </Link>
      </Text>
    );
  if ('quote' in paragraph)
    return (
      <Text
        className="ink"
        style={{ ...text, borderLeft: `3px solid ${look.colors.brand}`, paddingLeft: 12, whiteSpace: 'pre-wrap' }}
      >
        {paragraph.quote.join('\n')}
      </Text>
    );
  return (
    <Text className="ink" style={text}>
      <Lines lines={paragraph.lines} />
    </Text>
  );
}

function Items({ items, pictureOf }: { items: MailItem[]; pictureOf: (productId: number) => string | undefined }) {
  return (
    <Section style={{ margin: '4px 0 8px' }}>
      {items.map((item, index) => {
        const cid = item.productId === undefined ? undefined : pictureOf(item.productId);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their places.
          <Row key={index} className="rule" style={{ borderBottom: `1px solid ${line}` }}>
            <Column style={{ width: 72, padding: '10px 0', verticalAlign: 'top' }}>
              {cid && (
                <Img
                  src={`cid:${cid}`}
                  alt=""
                  width={60}
                  height={60}
                  style={{ borderRadius: 4, backgroundColor: '#ffffff', objectFit: 'contain' }}
                />
              )}
            </Column>
            <Column style={{ padding: '10px 8px 10px 0', verticalAlign: 'top' }}>
              <Text className="ink" style={{ ...text, margin: 0, fontWeight: 600 }}>
                {item.name}
              </Text>
              <Text className="muted" style={small}>
                {item.detail}
              </Text>
            </Column>
            {item.amount !== undefined && (
              <Column
                className="ink"
                style={{ ...text, padding: '10px 0', textAlign: 'right', whiteSpace: 'nowrap', verticalAlign: 'top' }}
              >
                {item.amount}
              </Column>
            )}
          </Row>
        );
      })}
    </Section>
  );
}

function Totals({ rows }: { rows: Array<{ label: string; amount: string }> }) {
  return (
    <Section style={{ margin: '0 0 18px' }}>
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        const cell: CSSProperties = {
          ...text,
          margin: 0,
          padding: last ? '10px 0 4px' : '3px 0',
          fontWeight: last ? 700 : 400,
          ...(last && { borderTop: `2px solid ${ink}` }),
        };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the totals keep their order.
          <Row key={index}>
            <Column className="ink rule" style={cell}>
              {row.label}
            </Column>
            <Column className="ink rule" style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {row.amount}
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

/** Lines of one paragraph, as the text part breaks them. */
function Lines({ lines }: { lines: string[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the lines keep their order.
  return lines.flatMap((l, i) => (i === 0 ? [l] : [<br key={i} />, l]));
}
