import { useEffect, useState } from 'react';

/**
 * A Pix charge's QR code, drawn from its BR Code by the qrcode library, loaded only when a page
 * shows one (its own chunk). The box keeps its size while the code is drawn: nothing moves.
 */
export const PixQrCode = ({ code, label }: { code: string; label: string }) => {
  const [svg, setSvg] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void import('qrcode').then((qr) => qr.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <div className="pix-qr" role="img" aria-label={label}>
      {svg && <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="" width={200} height={200} />}
    </div>
  );
};
