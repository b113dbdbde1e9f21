/**
 * Rspress's home background without the <style> element it rendered in <body> (invalid HTML there):
 * the same rule lives in a11y.css. The body class it depends on (`notTopArrived`, the window has
 * left the top) is set by theme/hydration/page-scroll.ts.
 */
export function HomeBackground({ className, ...rest }: { className?: string }) {
  return <div className={`rp-home-background${className ? ` ${className}` : ''}`} {...rest} />;
}
