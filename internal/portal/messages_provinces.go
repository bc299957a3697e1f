package portal

// The names of Canada's provinces and territories in each language
// (issue 28: the 911 form's province list was English in French); the texts
// are in internal/i18n/en.go and fr.go. The region codebook keeps its
// English names as data; a select of provinces shows these.
const (
	MsgProvinceAB MsgKey = "province.AB"
	MsgProvinceBC MsgKey = "province.BC"
	MsgProvinceMB MsgKey = "province.MB"
	MsgProvinceNB MsgKey = "province.NB"
	MsgProvinceNL MsgKey = "province.NL"
	MsgProvinceNS MsgKey = "province.NS"
	MsgProvinceNT MsgKey = "province.NT"
	MsgProvinceNU MsgKey = "province.NU"
	MsgProvinceON MsgKey = "province.ON"
	MsgProvincePE MsgKey = "province.PE"
	MsgProvinceQC MsgKey = "province.QC"
	MsgProvinceSK MsgKey = "province.SK"
	MsgProvinceYT MsgKey = "province.YT"
)

var provinceKeys = map[string]MsgKey{
	"AB": MsgProvinceAB, "BC": MsgProvinceBC, "MB": MsgProvinceMB, "NB": MsgProvinceNB, "NL": MsgProvinceNL,
	"NS": MsgProvinceNS, "NT": MsgProvinceNT, "NU": MsgProvinceNU, "ON": MsgProvinceON, "PE": MsgProvincePE,
	"QC": MsgProvinceQC, "SK": MsgProvinceSK, "YT": MsgProvinceYT,
}

// ProvinceKey is the catalog key of a Canadian province's name by its code
// (AB, QC …); false for any other region.
func ProvinceKey(code string) (MsgKey, bool) {
	k, ok := provinceKeys[code]
	return k, ok
}
