package documents

import _ "embed"

// The documents' typeface: DejaVu Sans, from Debian's fonts-dejavu-core
// (2.37), under the Bitstream Vera licence (fonts/LICENSE). A PDF's core
// fonts (Helvetica) print only cp1252: a subscriber's name in Polish,
// Czech or Vietnamese lost its letters. DejaVu Sans covers Latin,
// Greek, Cyrillic and Vietnamese; fpdf embeds only the glyphs a document
// uses, so a PDF grows by tens of kilobytes, not the fonts' 2 MB.
var (
	//go:embed fonts/DejaVuSans.ttf
	fontRegular []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	fontBold []byte
	//go:embed fonts/DejaVuSans-Oblique.ttf
	fontOblique []byte
)

// fontFamily is the name the fonts are registered under in each document.
const fontFamily = "DejaVuSans"
