/**
 * HTML from the content service. It is sanitised when written (no scripts, handlers or
 * javascript: URLs), which is why it may be rendered as it is; nothing else may use this.
 */
export function Html({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service on write
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
