import type { TrackedUpload } from '../../application/uploads/upload-tracker';
import { uploadTexts } from '../../application/uploads/upload-texts';
import { formatFileSize } from '../../domain/format/file-size';

/** An upload on its way: percent, sizes, speed and time left, and "Pausar"/"Continuar". */
export const UploadProgress = ({ upload, pause, resume }: { upload: TrackedUpload; pause: (id: number) => void; resume: (id: number) => void }) => (
  <div className="file-row file-row--uploading">
    <span className="file-row__name">{upload.name}</span>
    <span className="file-row__size">{formatFileSize(upload.size)}</span>
    <progress max={1} value={upload.progress} aria-label={`Enviando ${upload.name}`} />
    <span className="file-row__percent">{Math.round(upload.progress * 100)}%</span>
    <span className="file-row__transfer" aria-live="polite">
      {upload.paused ? `${uploadTexts.paused} · ${upload.line}` : upload.waiting ? uploadTexts.waiting : upload.reconnecting ? uploadTexts.reconnecting : upload.line}
    </span>
    <button
      type="button"
      className="link-button"
      onClick={() => (upload.paused ? resume(upload.id) : pause(upload.id))}
      aria-label={`${upload.paused ? uploadTexts.resume : uploadTexts.pause}: ${upload.name}`}
    >
      {upload.paused ? uploadTexts.resume : uploadTexts.pause}
    </button>
  </div>
);
