import sharp from 'sharp';
import { IMAGE_WIDTHS, imageHeight } from '../../src/domain/catalog/images';
import { artworks } from './index';

sharp.concurrency(1);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
let c = cpu();
const list = artworks();
const svgs = list.map((a) => a.svg());
console.info('svg js cpu', (cpu() - c).toFixed(1));
c = cpu();
const raws = [];
for (const s of svgs) raws.push(await sharp(Buffer.from(s)).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
console.info('raster cpu', (cpu() - c).toFixed(1));
c = cpu();
const jobs = list.flatMap((a, i) =>
  (IMAGE_WIDTHS[a.kind] as readonly number[]).map((w) => ({ i, w, h: imageHeight(a.kind, w) })),
);
for (const fmt of ['avif', 'webp'] as const) {
  for (const { i, w, h } of jobs) {
    const r = raws[i]!;
    let p = sharp(r.data, { raw: { width: r.info.width, height: r.info.height, channels: r.info.channels } });
    if (w !== r.info.width) p = p.resize(w, h, { kernel: 'lanczos3', fit: 'fill' });
    await (fmt === 'avif'
      ? p.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' })
      : p.webp({ quality: 75, effort: 3 })
    ).toBuffer();
  }
  console.info(fmt, 'cpu', (cpu() - c).toFixed(1));
  c = cpu();
}
