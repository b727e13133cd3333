import {
  BufferAttribute,
  BufferGeometry,
  Box3,
  Color,
  DirectionalLight,
  DoubleSide,
  HemisphereLight,
  Mesh,
  MeshPhongMaterial,
  PerspectiveCamera,
  Quaternion,
  Raycaster,
  Scene,
  SphereGeometry,
  Vector2,
  Sphere,
  Spherical,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Arch, MarkedPoint, MarkKind, PickedPoint, ScanStage, StagedScan, ViewPreset } from '../../application/ports/scan-viewer-kit';
import { dentalFrameOf, type DentalFrame, presetDirection } from './dental-frame';
import type { ParsedScan } from './preview-messages';

const background = new Color(0xf4f6f8);
/** Enamel-like: warm off-white, a soft highlight to show the cusps. Scans are open surfaces: both sides drawn. */
const enamel = () => new MeshPhongMaterial({ color: 0xefe7da, specular: 0x2a2a2a, shininess: 28, side: DoubleSide });
/** The marks' colours, told apart beside the enamel: comments blue (the one being written orange), IPR violet, attachments green. */
const markColours: Readonly<Record<MarkKind, number>> = { comment: 0x1c7ed6, chosen: 0xd9480f, ipr: 0x9c36b5, attachment: 0x2f9e44 };
const keyRotation = Math.PI / 18;
const keyZoom = 1.15;

/** A ghost is see-through and drawn first, so the solid stage in front of it shows whole. */
const ghostly = (mesh: Mesh, ghost: boolean): void => {
  const material = mesh.material as MeshPhongMaterial;
  if (material.transparent === ghost) return;
  material.transparent = ghost;
  material.opacity = ghost ? 0.3 : 1;
  material.depthWrite = !ghost;
  material.color.set(ghost ? 0x7fa7c9 : 0xefe7da);
  mesh.renderOrder = ghost ? -1 : 0;
  material.needsUpdate = true;
};

const geometryOf = ({ preview }: ParsedScan): BufferGeometry => {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(preview.positions, 3));
  geometry.setAttribute('normal', new BufferAttribute(preview.normals, 3));
  if (preview.colours) geometry.setAttribute('color', new BufferAttribute(preview.colours, 3));
  geometry.setIndex(new BufferAttribute(preview.indices, 1));
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return geometry;
};

/**
 * three.js drawing of scans. It draws on demand (after a change, never in a loop),
 * so an open viewer costs a phone nothing while nobody touches it.
 */
export class ThreeScanStage implements ScanStage {
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(35, 1, 0.1, 10_000);
  private controls: OrbitControls;
  private readonly meshes = new Map<ParsedScan, Mesh>();
  private readonly archOf = new Map<Mesh, StagedScan['arch']>();
  private markers: Mesh[] = [];
  private readonly resize: ResizeObserver;
  private frame: DentalFrame | undefined;
  /** The first view, and the one reset returns to. */
  private home: ViewPreset = 'frontal';
  private framedScans = 0;
  private bounds = new Sphere();
  private firstFrameDrawn = false;
  private pendingFrame = 0;
  /** Shaders being compiled for what the scene holds now; nothing is drawn until they are ready. */
  private compiling: Promise<unknown> | undefined;
  private disposed = false;
  /** The stage that shares this one's view (plans compared), and whether its view is being taken now. */
  private partner: ThreeScanStage | undefined;
  private following = false;

  /** A stage in `host`, or undefined when the browser gives no WebGL context. */
  static create(host: HTMLElement): ThreeScanStage | undefined {
    const canvas = document.createElement('canvas');
    // A dense screen (a phone's) hides the stair-steps that multisampling smooths, and multisampling
    // costs a phone's GPU the most: it is kept for the screens that show them.
    const antialias = window.devicePixelRatio < 1.5;
    const context = canvas.getContext('webgl2', { antialias, preserveDrawingBuffer: true });
    if (!context) return undefined;
    try {
      return new ThreeScanStage(host, new WebGLRenderer({ canvas, context, antialias }));
    } catch {
      return undefined;
    }
  }

  private constructor(
    private readonly host: HTMLElement,
    private readonly renderer: WebGLRenderer,
  ) {
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    renderer.setClearColor(background);
    const canvas = renderer.domElement;
    canvas.className = 'scan-stage__canvas';
    host.appendChild(canvas);
    this.scene.add(new HemisphereLight(0xffffff, 0x8a8478, 1.6));
    // A light at the camera, so the side looked at is always lit.
    const headlight = new DirectionalLight(0xffffff, 1.4);
    headlight.position.set(0.3, 0.6, 1);
    this.camera.add(headlight);
    this.scene.add(this.camera);
    this.controls = this.newControls();
    host.addEventListener('keydown', this.onKey);
    this.resize = new ResizeObserver(this.fit);
    this.resize.observe(host);
    this.fit();
  }

  show(scans: readonly StagedScan[]): void {
    const framed: { positions: Float32Array; box: Box3; arch?: StagedScan['arch'] }[] = [];
    const drawn = new Set<Mesh>();
    for (const { scan, visible, arch, ghost = false } of scans) {
      const parsed = scan as ParsedScan;
      let mesh = this.meshes.get(parsed);
      if (!mesh) {
        const geometry = geometryOf(parsed);
        const material = enamel();
        if (parsed.preview.colours) material.vertexColors = true;
        mesh = new Mesh(geometry, material);
        this.meshes.set(parsed, mesh);
        this.scene.add(mesh);
      }
      mesh.visible = visible;
      ghostly(mesh, ghost);
      this.archOf.set(mesh, arch);
      drawn.add(mesh);
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- computed when the mesh was made
      if (!ghost) framed.push({ positions: parsed.preview.positions, box: mesh.geometry.boundingBox!, ...(arch ? { arch } : {}) });
    }
    // A plan's other stages stay loaded, out of sight.
    for (const mesh of this.meshes.values()) if (!drawn.has(mesh)) mesh.visible = false;
    // Framed on what there is when a scan arrives; hiding or showing one keeps the view.
    if (framed.length > this.framedScans) {
      this.framedScans = framed.length;
      this.frame = dentalFrameOf(framed);
      this.bounds = framed.reduce((box, f) => box.union(f.box), new Box3()).getBoundingSphere(new Sphere());
      // One arch is checked from its biting side; both together, from the front.
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- at least one mesh was framed
      this.home = framed.length > 1 ? 'frontal' : framed[0]!.arch === 'upper' ? 'occlusalUpper' : 'occlusalLower';
      this.view(this.home);
    }
    this.compile();
  }

  view(preset: ViewPreset): void {
    if (!this.frame) return;
    const { from, up } = presetDirection(this.frame, preset);
    const bounds = this.framedBounds();
    // Fits the scans in the narrowest field of view, the partner's included: one scale for both.
    const halfFov = Math.min(this.halfFov(), this.partner?.halfFov() ?? Math.PI);
    const distance = (bounds.radius / Math.sin(halfFov)) * 1.05;
    this.camera.up.copy(up);
    this.camera.position.copy(bounds.center).addScaledVector(from, distance);
    this.place(bounds.center, distance);
    this.partner?.follow(this);
  }

  shareView(other: ScanStage): () => void {
    const partner = other as ThreeScanStage;
    this.partner = partner;
    partner.partner = this;
    this.view(this.home);
    return () => {
      if (this.partner === partner) this.partner = undefined;
      if (partner.partner === this) partner.partner = undefined;
    };
  }

  /** What both stages hold when they share a view, else this one's scans. */
  private framedBounds(): Sphere {
    const other = this.partner?.framedScans ? this.partner.bounds : undefined;
    if (!other) return this.bounds;
    return this.framedScans > 0 ? this.bounds.clone().union(other) : other;
  }

  /** Half the narrower of the camera's two fields of view. */
  private halfFov(): number {
    const vertical = (this.camera.fov * Math.PI) / 360;
    return Math.min(vertical, Math.atan(Math.tan(vertical) * this.camera.aspect));
  }

  /** Looks at `target` from where the camera now is, with a new orbit round it (OrbitControls reads the camera's up once). */
  private place(target: Vector3, distance: number): void {
    this.camera.near = distance / 100;
    this.camera.far = distance * 10;
    this.camera.updateProjectionMatrix();
    this.controls.dispose();
    this.controls = this.newControls(target);
    this.render();
  }

  /** Takes the leader's view: the same place, up and target. */
  private follow(leader: ThreeScanStage): void {
    this.following = true;
    this.camera.position.copy(leader.camera.position);
    this.camera.up.copy(leader.camera.up);
    this.place(leader.controls.target, leader.camera.position.distanceTo(leader.controls.target));
    this.following = false;
  }

  reset(): void {
    this.view(this.home);
  }

  pick(clientX: number, clientY: number): PickedPoint | undefined {
    const rect = this.renderer.domElement.getBoundingClientRect();
    const at = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new Raycaster();
    ray.setFromCamera(at, this.camera);
    const hit = ray.intersectObjects(this.solid(), false)[0];
    if (!hit) return undefined;
    const mesh = hit.object as Mesh;
    const arch = this.archOf.get(mesh);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- computed when the mesh was made
    const centre = mesh.geometry.boundingBox!.getCenter(new Vector3());
    const from = hit.point.clone().sub(centre);
    const angle = this.frame ? Math.atan2(from.dot(this.frame.left), from.dot(this.frame.front)) : 0;
    return { arch, point: [hit.point.x, hit.point.y, hit.point.z], angle };
  }

  surfaceAt(arch: Arch, angle: number): readonly [number, number, number] | undefined {
    const solid = this.solid(arch);
    if (solid.length === 0 || !this.frame) return undefined;
    const box = new Box3();
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- computed when the mesh was made
    for (const mesh of solid) box.union(mesh.geometry.boundingBox!);
    const centre = box.getCenter(new Vector3());
    const outwards = this.frame.front.clone().multiplyScalar(Math.cos(angle)).addScaledVector(this.frame.left, Math.sin(angle)).normalize();
    // From outside the arch towards its centre: the first surface met faces the cheek.
    const from = centre.clone().addScaledVector(outwards, box.getSize(new Vector3()).length());
    const hit = new Raycaster(from, outwards.clone().negate()).intersectObjects(solid, false)[0];
    return hit ? [hit.point.x, hit.point.y, hit.point.z] : undefined;
  }

  /** The scans drawn solid (not hidden, not the see-through start), of one arch or all. */
  private solid(arch?: Arch): Mesh[] {
    return [...this.meshes.values()].filter((m) => m.visible && !(m.material as MeshPhongMaterial).transparent && (arch === undefined || this.archOf.get(m) === arch));
  }

  mark(points: readonly MarkedPoint[]): void {
    for (const marker of this.markers) {
      this.scene.remove(marker);
      marker.geometry.dispose();
      (marker.material as MeshPhongMaterial).dispose();
    }
    this.markers = points.map(({ point, kind }) => {
      const marker = new Mesh(new SphereGeometry(this.bounds.radius * (kind === 'chosen' ? 0.03 : 0.02), 16, 12), new MeshPhongMaterial({ color: markColours[kind] }));
      marker.position.set(point[0], point[1], point[2]);
      this.scene.add(marker);
      return marker;
    });
    this.compile();
  }

  dispose(): void {
    this.disposed = true;
    if (this.partner?.partner === this) this.partner.partner = undefined;
    this.mark([]);
    this.resize.disconnect();
    this.host.removeEventListener('keydown', this.onKey);
    this.controls.dispose();
    for (const mesh of this.meshes.values()) {
      mesh.geometry.dispose();
      (mesh.material as MeshPhongMaterial).dispose();
    }
    cancelAnimationFrame(this.pendingFrame);
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }

  private newControls(target: Vector3 = this.bounds.center): OrbitControls {
    const controls = new OrbitControls(this.camera, this.renderer.domElement);
    controls.target.copy(target);
    controls.addEventListener('change', this.moved);
    controls.update();
    return controls;
  }

  /** A drag, a pinch or a key moved the camera: drawn again, and the partner follows. */
  private readonly moved = (): void => {
    this.render();
    if (!this.following) this.partner?.follow(this);
  };

  /**
   * Compiles the shaders of what was added, where the browser can without holding the page
   * (KHR_parallel_shader_compile), then draws: the first draw no longer waits on the compiler.
   */
  private compile(): void {
    if (this.disposed) return;
    const compiled = this.renderer.compileAsync(this.scene, this.camera).then(() => {
      if (this.compiling === compiled) this.compiling = undefined;
      this.render();
    });
    this.compiling = compiled;
  }

  /** Draws at the next frame, once, however many changes asked for it meanwhile (a stage and its marks, a drag). */
  private readonly render = (): void => {
    if (this.pendingFrame !== 0 || this.disposed) return;
    this.pendingFrame = requestAnimationFrame(() => {
      this.pendingFrame = 0;
      // A compile under way draws once it ends.
      if (!this.compiling) this.draw();
    });
  };

  private draw(): void {
    this.renderer.render(this.scene, this.camera);
    if (!this.firstFrameDrawn && this.meshes.size > 0) {
      this.firstFrameDrawn = true;
      // Read by the benchmark: from opening the viewer to the first drawn scan.
      performance.mark('scan-viewer:first-frame');
    }
  }

  private readonly fit = (): void => {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.render();
  };

  /** Arrows turn the scan, Shift and the arrows move it, + and − zoom. */
  private readonly onKey = (event: KeyboardEvent): void => {
    const offset = this.camera.position.clone().sub(this.controls.target);
    const spherical = new Spherical().setFromVector3(offset.clone().applyQuaternion(this.toYUp()));
    let handled = true;
    const pan = (x: number, y: number) => {
      const step = offset.length() * 0.05;
      const right = new Vector3().crossVectors(offset, this.camera.up).normalize().negate();
      const move = right.multiplyScalar(x * step).addScaledVector(this.camera.up.clone().normalize(), y * step);
      this.camera.position.add(move);
      this.controls.target.add(move);
    };
    switch (event.key) {
      case 'ArrowLeft':
        if (event.shiftKey) pan(-1, 0);
        else spherical.theta -= keyRotation;
        break;
      case 'ArrowRight':
        if (event.shiftKey) pan(1, 0);
        else spherical.theta += keyRotation;
        break;
      case 'ArrowUp':
        if (event.shiftKey) pan(0, 1);
        else spherical.phi = Math.max(0.01, spherical.phi - keyRotation);
        break;
      case 'ArrowDown':
        if (event.shiftKey) pan(0, -1);
        else spherical.phi = Math.min(Math.PI - 0.01, spherical.phi + keyRotation);
        break;
      case '+':
      case '=':
        spherical.radius /= keyZoom;
        break;
      case '-':
      case '−':
        spherical.radius *= keyZoom;
        break;
      default:
        handled = false;
    }
    if (!handled) return;
    event.preventDefault();
    if (!event.shiftKey) this.camera.position.copy(this.controls.target).add(new Vector3().setFromSpherical(spherical).applyQuaternion(this.toYUp().invert()));
    this.controls.update();
    this.render();
  };

  /** The rotation taking the camera's up to +Y, where Spherical measures its angles. */
  private toYUp(): Quaternion {
    return new Quaternion().setFromUnitVectors(this.camera.up.clone().normalize(), new Vector3(0, 1, 0));
  }
}
