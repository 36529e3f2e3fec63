/**
 * Server-rendered Markdown from content/ (our own texts, never visitor input). The `prose` styles
 * in app.css give headings, lists, tables and links their look without a typography plugin.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
