/** HTML the server already sanitised (lib/sanitize-html.ts); never pass anything else here. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`text-sm leading-7 [&_a]:text-brand [&_a]:underline [&_h3]:mt-3 [&_h3]:font-bold [&_h4]:mt-2 [&_h4]:font-bold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-5 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
