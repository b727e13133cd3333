import { useEffect, useState } from 'react';

/** A thumbnail still being built is asked for again after 1, 2, 4… s (at most 15 s apart), ten times: about two minutes behind a queue of scans. */
const retryMs = (tries: number) => Math.min(15_000, 1000 * 2 ** tries);
const maxTries = 10;

/**
 * A photo's thumbnail from its preview address. While the server builds it (202, no picture)
 * the image fails to load and is asked for again; a picture that cannot be shown leaves a
 * neutral frame, the file's name beside it saying what it is.
 */
export const Thumbnail = ({ url, label }: { url: string; label: string }) => {
  const [tries, setTries] = useState(0);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      setTries((n) => n + 1);
    }, retryMs(tries));
    return () => clearTimeout(timer);
  }, [waiting, tries]);
  if (failed) return <span className="thumbnail thumbnail--none" role="img" aria-label={`${label}: sem miniatura`} />;
  return (
    <img
      key={tries}
      className="thumbnail"
      src={url}
      alt={label}
      width={120}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => (tries + 1 >= maxTries ? setFailed(true) : setWaiting(true))}
    />
  );
};
