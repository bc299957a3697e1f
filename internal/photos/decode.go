package photos

import (
	"context"
	"runtime"
	"sync"
)

// What decoding a photo may cost. A JPEG is small on the wire and large in
// memory: Go's image/jpeg holds the whole picture (1 to 3 bytes a pixel by
// its chroma subsampling) and, for a progressive JPEG, a coefficient buffer
// of 256 bytes per 8×8 block of every component besides (4 to 12 bytes a
// pixel) — a 587 kB progressive photo of 50 megapixels took 500 MB. So a
// photo is measured before it is decoded (DecodeCost, from its frame
// header), refused when it would cost more than MaxDecodeBytes, and decoded
// only under the server-wide gate (AcquireDecode).
const (
	// MaxSourcePixels: no photo of a document needs more (beyond a phone
	// camera's default).
	MaxSourcePixels = 50_000_000
	// MaxDecodeBytes is the most one photo's decoding may take: a baseline
	// JPEG of MaxSourcePixels without chroma subsampling fits (3 bytes a
	// pixel), a progressive one of about 22 megapixels (4:2:0) or 11 (4:4:4).
	MaxDecodeBytes = 3*MaxSourcePixels + 8<<20
)

// Frame is what a JPEG's frame header (SOFn) says of its decoding.
type Frame struct {
	Width, Height int
	Progressive   bool
	// Sampling is each component's horizontal and vertical sampling factor.
	Sampling [][2]int
}

// ReadFrame finds the frame header of a JPEG without decoding it: the
// segments before the first scan are walked up to the first SOFn.
func ReadFrame(data []byte) (Frame, bool) {
	if len(data) < 4 || data[0] != 0xFF || data[1] != markerSOI {
		return Frame{}, false
	}
	for i := 2; ; {
		if i >= len(data) || data[i] != 0xFF {
			return Frame{}, false
		}
		for i < len(data) && data[i] == 0xFF { // fill bytes
			i++
		}
		if i+2 >= len(data) {
			return Frame{}, false
		}
		m := data[i]
		n := int(data[i+1])<<8 | int(data[i+2])
		if m == markerSOS || m == markerEOI || n < 2 || i+1+n > len(data) {
			return Frame{}, false
		}
		if m >= 0xC0 && m <= 0xCF && m != markerDHT && m != 0xC8 && m != markerDAC {
			seg := data[i+3 : i+1+n]
			if len(seg) < 6 {
				return Frame{}, false
			}
			f := Frame{Height: int(seg[1])<<8 | int(seg[2]), Width: int(seg[3])<<8 | int(seg[4]),
				Progressive: m == 0xC2 || m == 0xC6 || m == 0xCA || m == 0xCE}
			comps := int(seg[5])
			if comps == 0 || len(seg) < 6+3*comps {
				return Frame{}, false
			}
			for c := range comps {
				s := seg[6+3*c+1]
				f.Sampling = append(f.Sampling, [2]int{max(1, int(s>>4)), max(1, int(s&15))})
			}
			return f, true
		}
		i += 1 + n
	}
}

// DecodeCost is about how many bytes decoding the JPEG and making its
// preview allocate, from its frame header, as Go's image/jpeg lays them
// out: the picture in whole MCUs, the coefficient buffers of a progressive
// JPEG, a 4-component JPEG's conversion, and the preview's band of rows.
// ok is false when the header cannot be read.
func DecodeCost(data []byte) (cost int64, ok bool) {
	f, ok := ReadFrame(data)
	if !ok || f.Width <= 0 || f.Height <= 0 {
		return 0, false
	}
	h0, v0 := f.Sampling[0][0], f.Sampling[0][1]
	mcus := int64((f.Width+8*h0-1)/(8*h0)) * int64((f.Height+8*v0-1)/(8*v0))
	w, h := int64(f.Width), int64(f.Height)
	for i, s := range f.Sampling {
		blocks := mcus * int64(s[0]*s[1])
		if i == 0 || len(f.Sampling) == 3 {
			cost += 64 * blocks // the component's plane
		}
		if f.Progressive {
			cost += 256 * blocks // [64]int32 for every block
		}
	}
	switch len(f.Sampling) {
	case 1:
	case 3:
	default: // CMYK/YCCK: planes, then a 4-byte-a-pixel image
		cost += 64*mcus*int64(len(f.Sampling)) + 4*w*h
	}
	// The preview (documents.ImageThumbnail) converts a band of rows at a
	// time to RGBA: a band is about max(w, h)/200 rows.
	cost += 4 * w * min(h, max(w, h)/200+2)
	return cost, true
}

// decodeGate bounds the decoding of photos across the server: a number of
// decodes at a time (they use a core each) and the bytes they may hold
// together. Waiters are served in order.
type decodeGate struct {
	mu       sync.Mutex
	slots    int
	bytes    int64
	maxSlots int
	maxBytes int64
	waiters  []*decodeWaiter
}

type decodeWaiter struct {
	cost  int64
	ready chan struct{}
}

// decodes is the server's gate: half the cores (at least one) decode at a
// time, within MaxDecodeBytes together — so at most one photo of the
// largest size is in memory at once, however many are sent together.
var decodes = &decodeGate{maxSlots: max(1, runtime.NumCPU()/2), maxBytes: MaxDecodeBytes}

// AcquireDecode waits for the right to decode a photo of the given cost
// (DecodeCost, at most MaxDecodeBytes) and returns its release; it gives
// up with the context's error when the caller goes away first.
func AcquireDecode(ctx context.Context, cost int64) (release func(), err error) {
	return decodes.acquire(ctx, cost)
}

func (g *decodeGate) fits(cost int64) bool {
	return g.slots < g.maxSlots && (g.bytes == 0 || g.bytes+cost <= g.maxBytes)
}

func (g *decodeGate) acquire(ctx context.Context, cost int64) (func(), error) {
	cost = min(max(cost, 0), g.maxBytes)
	release := func() { g.release(cost) }
	g.mu.Lock()
	if len(g.waiters) == 0 && g.fits(cost) {
		g.slots++
		g.bytes += cost
		g.mu.Unlock()
		return release, nil
	}
	w := &decodeWaiter{cost: cost, ready: make(chan struct{})}
	g.waiters = append(g.waiters, w)
	g.mu.Unlock()
	select {
	case <-w.ready:
		return release, nil
	case <-ctx.Done():
		g.mu.Lock()
		defer g.mu.Unlock()
		select {
		case <-w.ready: // granted meanwhile: give it back
			g.slots--
			g.bytes -= cost
			g.grant()
		default:
			for i, o := range g.waiters {
				if o == w {
					g.waiters = append(g.waiters[:i], g.waiters[i+1:]...)
					break
				}
			}
			g.grant() // the next in line may fit now
		}
		return nil, ctx.Err()
	}
}

func (g *decodeGate) release(cost int64) {
	if cost >= bigDecode {
		// The picture just decoded is garbage now: collect it before the
		// next one is let in, rather than let the heap grow to twice the
		// size of a decode before the collector runs (a collection costs
		// milliseconds; a decode this large, a second or more).
		runtime.GC()
	}
	g.mu.Lock()
	g.slots--
	g.bytes -= cost
	g.grant()
	g.mu.Unlock()
}

// bigDecode is the cost past which a decode's garbage is collected at once.
const bigDecode = 32 << 20

// grant lets the waiters at the head of the line in while they fit
// (first come, first served: a large photo is not overtaken forever).
func (g *decodeGate) grant() {
	for len(g.waiters) > 0 && g.fits(g.waiters[0].cost) {
		w := g.waiters[0]
		g.waiters = g.waiters[1:]
		g.slots++
		g.bytes += w.cost
		close(w.ready)
	}
}

// accountLocks serialize the photos of one account and kind on this
// replica, so the pending and duplicate checks see the photos sent just
// before: of eight sent at once, the ones past the limit are refused before
// they are decoded. The store's transaction stays the rule across replicas.
var accountLocks = keyedLocks{held: map[string]*keyedLock{}}

type keyedLocks struct {
	mu   sync.Mutex
	held map[string]*keyedLock
}

type keyedLock struct {
	ch   chan struct{}
	refs int
}

// lock takes the key's lock, or gives up with the context's error; the
// returned func releases it.
func (k *keyedLocks) lock(ctx context.Context, key string) (func(), error) {
	k.mu.Lock()
	l := k.held[key]
	if l == nil {
		l = &keyedLock{ch: make(chan struct{}, 1)}
		k.held[key] = l
	}
	l.refs++
	k.mu.Unlock()
	done := func() {
		k.mu.Lock()
		if l.refs--; l.refs == 0 {
			delete(k.held, key)
		}
		k.mu.Unlock()
	}
	select {
	case l.ch <- struct{}{}:
		return func() { <-l.ch; done() }, nil
	case <-ctx.Done():
		done()
		return nil, ctx.Err()
	}
}
