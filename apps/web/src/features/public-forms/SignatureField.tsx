import { Button, Group, Input, Paper } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';

interface SignatureFieldProps {
  label: string;
  required?: boolean;
  error?: string | null;
  /** A PNG data URL once something is drawn, null when cleared. */
  onChange: (dataUrl: string | null) => void;
}

/** A signature drawn with a finger, pen or mouse (signature_pad), kept as a PNG. */
export function SignatureField({ label, required, error, onChange }: SignatureFieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const element = canvas.current!;
    const signaturePad = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)' });
    pad.current = signaturePad;
    // The canvas must match its displayed size (and the screen's pixel ratio) or strokes land off the pen.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = signaturePad.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')!.scale(ratio, ratio);
      signaturePad.clear();
      signaturePad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    const changed = () => latest.current(signaturePad.isEmpty() ? null : signaturePad.toDataURL('image/png'));
    signaturePad.addEventListener('endStroke', changed);
    return () => {
      observer.disconnect();
      signaturePad.removeEventListener('endStroke', changed);
      signaturePad.off();
    };
  }, []);

  function clear() {
    pad.current?.clear();
    onChange(null);
  }

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      description="Sign in the box with your finger, pen or mouse"
    >
      <Paper
        withBorder
        mt={4}
        style={{ overflow: 'hidden', borderColor: error ? 'var(--mantine-color-red-6)' : undefined }}
      >
        <canvas
          ref={canvas}
          aria-label={label}
          data-testid="signature-pad"
          style={{ display: 'block', width: '100%', height: 160, touchAction: 'none' }}
        />
      </Paper>
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="compact-sm" onClick={clear}>
          Clear signature
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
