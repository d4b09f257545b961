// Choose a JPEG, PNG or WebP (at most 2 MB), see it, upload it; the server makes a small square of it.
import { useEffect, useState, type ChangeEvent } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

interface PortraitUploadProps {
  name: string;
  current: string | null;
  busy: boolean;
  onUpload: (file: File) => void;
}

export function PortraitUpload({ name, current, busy, onUpload }: PortraitUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setPreview(null);
    setProblem(null);
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return setProblem('Choose a JPEG, PNG or WebP image.');
    if (chosen.size > MAX_BYTES) return setProblem('The image is larger than 2 MB.');
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  const shown = preview ?? current;
  return (
    <div className="stack officials-portrait">
      <h3>Portrait</h3>
      {shown ? (
        <img
          className="officials-portrait-preview"
          src={shown}
          alt={`Portrait of ${name}${preview ? ' (preview)' : ''}`}
        />
      ) : (
        <p className="admin-muted">No portrait yet: learners see initials.</p>
      )}
      <div className="field">
        <label className="field-label" htmlFor="portrait-file">
          Image file (JPEG, PNG or WebP, at most 2 MB)
        </label>
        <input id="portrait-file" type="file" accept={ACCEPTED.join(',')} onChange={choose} />
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <div>
        <Button onClick={() => file && onUpload(file)} disabled={!file || busy}>
          Upload portrait
        </Button>
      </div>
    </div>
  );
}
