/** Simple line icons for the footer's social links. */
const paths: Record<string, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.3-1.6v.1',
  linkedin:
    'M4 9h3.5v11H4zM5.7 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.3v1.6c.6-1 1.9-1.9 3.7-1.9 3.2 0 3.8 2 3.8 4.7V20h-3.5v-5.8c0-1.4-.2-2.7-1.8-2.7s-2 1.2-2 2.6V20H10z',
  youtube:
    'M3 8.2c0-1.8 1.2-3 3-3.1C8 5 10 5 12 5s4 0 6 .1c1.8.1 3 1.3 3 3.1v7.6c0 1.8-1.2 3-3 3.1-2 .1-4 .1-6 .1s-4 0-6-.1c-1.8-.1-3-1.3-3-3.1zM10 9v6l5-3z',
  x: 'M4 4l16 16M20 4 4 20',
  xing: 'M6 7l2.5 4.2L6 15.5h3l2.5-4.3L9 7zm8-3-5.2 9.1L12 20h3l-3.2-6.9L17 4z',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c0-.8 0-1.7.2-2.5l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3-2.3 3-5 0-2.1-1.4-3.6-3.9-3.6a4.5 4.5 0 0 0-4.7 4.5c0 .8.2 1.4.6 1.9',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2 4.2 4.5 4.5',
};

export const socialLabels: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  xing: 'XING',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
};

export function SocialIcon({ icon }: { icon: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={paths[icon] ?? ''} />
    </svg>
  );
}
