// Writes the demo media under prisma/media/: two short H.264 MP4 videos and five one-page PDFs. Everything is
// made here, byte by byte, so nothing is downloaded and no encoder (ffmpeg) is needed; the output is
// deterministic, and the files are committed so a fresh clone and CI have them.
//
//   npx tsx scripts/generate-demo-media.ts
//
// The seed (prisma/demo-media.ts) copies them into private storage for the demo products.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEMO_MEDIA_DIR = path.resolve('prisma/media');

// ---------------------------------------------------------------------------------------------------------------
// H.264 (Baseline, CAVLC): every second starts with an IDR picture made of I_PCM macroblocks (raw samples, so any
// picture can be drawn without a transform or entropy coder), followed by P pictures whose macroblocks are all
// skipped (they repeat the picture). A decoder plays it like any other stream.
// ---------------------------------------------------------------------------------------------------------------

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    this.count++;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, width: number) {
    for (let i = width - 1; i >= 0; i--) this.bit((value >> i) & 1);
  }

  /** Unsigned Exp-Golomb. */
  ue(value: number) {
    const code = value + 1;
    const width = Math.floor(Math.log2(code)) + 1;
    this.bits(0, width - 1);
    this.bits(code, width);
  }

  /** Signed Exp-Golomb. */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned() {
    return this.count === 0;
  }

  alignWithZeros() {
    while (!this.aligned) this.bit(0);
  }

  byte(value: number) {
    if (!this.aligned) throw new Error('byte() needs an aligned writer');
    this.bytes.push(value & 0xff);
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention (00 00 0x -> 00 00 03 0x). */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

interface VideoSpec {
  widthMbs: number;
  heightMbs: number;
  fps: number;
  /** One picture per second, as a function returning [Y, Cb, Cr] for a pixel. */
  pictures: ((x: number, y: number) => [number, number, number])[];
}

const LOG2_MAX_FRAME_NUM = 4;

function sequenceParameterSet(spec: VideoSpec): Uint8Array {
  const w = new BitWriter();
  w.bits(66, 8); // profile_idc: Baseline
  w.bits(0b11000000, 8); // constraint_set0 and set1: Constrained Baseline
  w.bits(10, 8); // level_idc 1.0
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order = decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(spec.widthMbs - 1);
  w.ue(spec.heightMbs - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nalUnit(3, 7, w.trailing());
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nalUnit(3, 8, w.trailing());
}

/** Keeps samples inside the video range, which also keeps zero bytes (start-code look-alikes) out of the picture. */
const sample = (value: number) => Math.max(16, Math.min(235, Math.round(value)));

function idrSlice(spec: VideoSpec, idrPicId: number, draw: VideoSpec['pictures'][number]): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, LOG2_MAX_FRAME_NUM); // frame_num
  w.ue(idrPicId);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  for (let mbY = 0; mbY < spec.heightMbs; mbY++) {
    for (let mbX = 0; mbX < spec.widthMbs; mbX++) {
      w.ue(25); // mb_type I_PCM
      w.alignWithZeros(); // pcm_alignment_zero_bit
      for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) w.byte(sample(draw(mbX * 16 + x, mbY * 16 + y)[0]));
      for (const plane of [1, 2] as const) {
        for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) w.byte(sample(draw(mbX * 16 + x * 2, mbY * 16 + y * 2)[plane]));
      }
    }
  }
  return nalUnit(3, 5, w.trailing());
}

function skippedPSlice(spec: VideoSpec, frameNum: number): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(5); // slice_type: P (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum, LOG2_MAX_FRAME_NUM);
  w.bit(0); // num_ref_idx_active_override_flag
  w.bit(0); // ref_pic_list_modification_flag_l0
  w.bit(0); // adaptive_ref_pic_marking_mode_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  w.ue(spec.widthMbs * spec.heightMbs); // mb_skip_run: every macroblock
  return nalUnit(2, 1, w.trailing());
}

// ---------------------------------------------------------------------------------------------------------------
// MP4 (ISO base media file format): ftyp, moov (one video track, all samples in one chunk), mdat.
// ---------------------------------------------------------------------------------------------------------------

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function u8(value: number) {
  return Uint8Array.of(value & 0xff);
}
function u16(value: number) {
  return Uint8Array.of((value >> 8) & 0xff, value & 0xff);
}
function u32(value: number) {
  return Uint8Array.of((value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);
}
function ascii(text: string) {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}
function zeros(length: number) {
  return new Uint8Array(length);
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat(parts);
  return concat([u32(body.length + 8), ascii(type), body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Uint8Array {
  return box(type, u8(version), u8(flags >> 16), u8(flags >> 8), u8(flags), ...parts);
}

const UNITY_MATRIX = concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

function encodeVideo(spec: VideoSpec): Uint8Array {
  const sps = sequenceParameterSet(spec);
  const pps = pictureParameterSet();
  const samples: Uint8Array[] = [];
  const syncSamples: number[] = [];
  spec.pictures.forEach((draw, second) => {
    syncSamples.push(samples.length + 1);
    samples.push(idrSlice(spec, second % 2, draw));
    for (let frame = 1; frame < spec.fps; frame++) samples.push(skippedPSlice(spec, frame));
  });
  // Each sample is its NAL unit prefixed with a 4-byte length.
  const sampleBytes = samples.map((nal) => concat([u32(nal.length), nal]));

  const width = spec.widthMbs * 16;
  const height = spec.heightMbs * 16;
  const timescale = 1000;
  const delta = timescale / spec.fps;
  const duration = sampleBytes.length * delta;

  const moovFor = (chunkOffset: number) => {
    const avcC = box('avcC', u8(1), u8(66), u8(0b11000000), u8(10), u8(0xff), u8(0xe1), u16(sps.length), sps, u8(1), u16(pps.length), pps);
    const compressor = concat([u8(0), zeros(31)]);
    const avc1 = box(
      'avc1',
      zeros(6),
      u16(1), // data_reference_index
      zeros(16), // pre_defined, reserved, pre_defined[3]
      u16(width),
      u16(height),
      u32(0x00480000), // 72 dpi
      u32(0x00480000),
      u32(0),
      u16(1), // frame_count
      compressor,
      u16(0x0018), // depth
      u16(0xffff), // pre_defined = -1
      avcC,
    );
    const stbl = box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), avc1),
      fullBox('stts', 0, 0, u32(1), u32(sampleBytes.length), u32(delta)),
      fullBox('stss', 0, 0, u32(syncSamples.length), ...syncSamples.map(u32)),
      fullBox('stsc', 0, 0, u32(1), u32(1), u32(sampleBytes.length), u32(1)),
      fullBox('stsz', 0, 0, u32(0), u32(sampleBytes.length), ...sampleBytes.map((bytes) => u32(bytes.length))),
      fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
    );
    const minf = box(
      'minf',
      fullBox('vmhd', 0, 1, zeros(8)),
      box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
      stbl,
    );
    const mdia = box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
      fullBox('hdlr', 0, 0, u32(0), ascii('vide'), zeros(12), ascii('VideoHandler'), u8(0)),
      minf,
    );
    const tkhd = fullBox(
      'tkhd',
      0,
      3, // enabled, in movie
      u32(0),
      u32(0),
      u32(1), // track_ID
      u32(0),
      u32(duration),
      zeros(8),
      u16(0), // layer
      u16(0), // alternate_group
      u16(0), // volume
      u16(0),
      UNITY_MATRIX,
      u32(width << 16),
      u32(height << 16),
    );
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      u32(0),
      u32(0),
      u32(timescale),
      u32(duration),
      u32(0x00010000), // rate 1.0
      u16(0x0100), // volume 1.0
      zeros(10),
      UNITY_MATRIX,
      zeros(24),
      u32(2), // next_track_ID
    );
    return box('moov', mvhd, box('trak', tkhd, mdia));
  };

  const ftyp = box('ftyp', ascii('isom'), u32(512), ascii('isom'), ascii('iso2'), ascii('avc1'), ascii('mp41'));
  // moov before mdat (playback can start before the whole file arrives); its size does not depend on the offset.
  const moovSize = moovFor(0).length;
  const mdatHeader = 8;
  const moov = moovFor(ftyp.length + moovSize + mdatHeader);
  return concat([ftyp, moov, box('mdat', ...sampleBytes)]);
}

/** BT.601 RGB -> YCbCr (video range). */
function yuv(r: number, g: number, b: number): [number, number, number] {
  return [
    16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256,
    128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256,
    128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256,
  ];
}

const VIOLET = yuv(109, 40, 217); // brand-700
const DEEP_VIOLET = yuv(76, 29, 149); // brand-900
const AMBER = yuv(251, 191, 36); // sun-400
const WHITE = yuv(255, 255, 255);

/** A violet picture with an amber bar that grows each second (so the picture changes while it plays). */
function progressPicture(second: number, seconds: number, width: number, height: number) {
  return (x: number, y: number): [number, number, number] => {
    const barTop = Math.floor(height * 0.6);
    const barBottom = barTop + 8;
    if (y >= barTop && y < barBottom) return x < ((second + 1) / seconds) * width ? AMBER : DEEP_VIOLET;
    // A white "play" triangle in the upper part.
    const cx = width / 2 - 4;
    const cy = barTop / 2;
    if (x >= cx && x < cx + 10 && Math.abs(y - cy) <= (cx + 10 - x) * 0.6 && Math.abs(y - cy) <= 6) return WHITE;
    return VIOLET;
  };
}

function demoVideo(seconds: number, { widthMbs, heightMbs }: { widthMbs: number; heightMbs: number }): Uint8Array {
  const width = widthMbs * 16;
  const height = heightMbs * 16;
  const pictures = Array.from({ length: seconds }, (_, second) => progressPicture(second, seconds, width, height));
  return encodeVideo({ widthMbs, heightMbs, fps: 10, pictures });
}

// ---------------------------------------------------------------------------------------------------------------
// PDF: one US Letter page with a title and a few lines of Helvetica.
// ---------------------------------------------------------------------------------------------------------------

const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

function onePagePdf(title: string, lines: string[]): Uint8Array {
  const content = [
    'BT',
    '/F1 22 Tf',
    '72 700 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}

const DEMO_NOTE = 'Demo file: the real guide is added by the shop staff (see README, "Videos and guides").';

/** The demo files by name, as committed under prisma/media/. */
export function buildDemoMedia(): Record<string, Uint8Array> {
  return {
    'demo-video.mp4': demoVideo(4, { widthMbs: 4, heightMbs: 3 }),
    'demo-trailer.mp4': demoVideo(2, { widthMbs: 4, heightMbs: 3 }),
    'demo-parent-guide.pdf': onePagePdf('Play It Safe: Parent Guide', [
      'Three types of touch: safe, unsafe and unwanted.',
      'The safety rule: Say No, Get Away, Tell Someone.',
      DEMO_NOTE,
    ]),
    'demo-parent-guide-es.pdf': onePagePdf('Play It Safe: Guia para padres', [
      'Tres tipos de contacto: seguro, inseguro y no deseado.',
      'La regla de seguridad: Di que no, Alejate, Cuentaselo a alguien.',
      DEMO_NOTE,
    ]),
    'demo-coloring-book.pdf': onePagePdf('Play It Safe: Coloring Book', ['Color Joe and Suzy as they practice the safety rule.', DEMO_NOTE]),
    'demo-coloring-book-es.pdf': onePagePdf('Play It Safe: Libro para colorear', [
      'Colorea a Joe y Suzy mientras practican la regla de seguridad.',
      DEMO_NOTE,
    ]),
    // The demo school's uploaded certificate, waiting for the staff's review.
    'demo-tax-exempt-certificate.pdf': onePagePdf('Texas Sales and Use Tax Exemption Certification', [
      'Purchaser: Lakeview Independent School District, 1500 Lakeview Drive, Fort Worth, TX 76135.',
      'Seller: Play It Safe, The Women\'s Center of Tarrant County.',
      'Reason for exemption: political subdivision of the State of Texas (public school district).',
      'Demo file for trying the staff review: not a real certificate.',
    ]),
  };
}

function main() {
  mkdirSync(DEMO_MEDIA_DIR, { recursive: true });
  for (const [name, bytes] of Object.entries(buildDemoMedia())) {
    writeFileSync(path.join(DEMO_MEDIA_DIR, name), bytes);
    console.log(`  prisma/media/${name} (${bytes.length} bytes)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
