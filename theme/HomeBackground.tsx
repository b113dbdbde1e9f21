import { useEffect } from 'react';
import '@rspress/core/dist/theme/components/HomeBackground/index.css';

/** The window is scrolled less than this: the home navbar is transparent (rule in a11y.css). */
const TOP = 100;

/**
 * Rspress's home background without the <style> element it rendered in <body> (invalid HTML there):
 * the same rule lives in a11y.css; this component keeps the body class it depends on.
 */
export function HomeBackground({ className, ...rest }: { className?: string }) {
  useEffect(() => {
    const update = () => document.body.classList.toggle('notTopArrived', window.scrollY >= TOP);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      document.body.classList.remove('notTopArrived');
    };
  }, []);
  return <div className={`rp-home-background${className ? ` ${className}` : ''}`} {...rest} />;
}
