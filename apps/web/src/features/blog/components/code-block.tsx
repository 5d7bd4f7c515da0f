type CodeBlockProps = { code: string };

export function CodeBlock({ code }: CodeBlockProps) {
  return (
    // Focusable so keyboard users can scroll long lines on narrow screens.
    <pre
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-box bg-neutral p-4 text-sm leading-6 text-neutral-content focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <code className="font-mono">{code.trim()}</code>
    </pre>
  );
}
