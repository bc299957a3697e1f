// Command importgen writes a subscriber base for `myaccount import`: a
// JSON Lines catalog (the packages the rows name) and a CSV of N
// subscribers, one a row, with the columns of docs/import.md. The same N
// gives the same files, so benchmarks compare like with like
// (scripts/import-bench.sh, docs/benchmarks.md).
//
//	go run ./cmd/importgen -subscribers 50000 -out /tmp/base
//
// writes /tmp/base.catalog.jsonl and /tmp/base.csv.
package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
)

// packages are the catalog the rows name.
var packages = []struct {
	code            string
	en, fr, tech    string
	down, up, cap   int
	monthlyFeeCents int
}{
	{"WL-50", "Wireless 50", "Sans fil 50", "wireless", 50, 10, 400, 6995},
	{"FIB-300", "Fibre 300", "Fibre 300", "fiber", 300, 300, 800, 8995},
	{"FIB-1000", "Fibre 1000", "Fibre 1000", "fiber", 1000, 1000, 0, 12995}, // 0: unlimited
}

var (
	firstNames = []string{"Avery", "Blake", "Casey", "Drew", "Emery", "Finley", "Jordan", "Morgan", "Riley", "Sam", "Łukasz", "Chloé", "Nguyễn", "Amélie"}
	lastNames  = []string{"Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Smith", "Brown", "Wilson", "Dvořák", "MacDonald", "Singh", "Li"}
	streets    = []string{"Prairie Rd", "Main St", "Range Rd 42", "Coulee Way", "Aspen Cres", "Rue Principale"}
	cities     = []string{"Calgary", "Red Deer", "Lethbridge", "Regina", "Saskatoon", "Medicine Hat"}
)

func main() {
	n := flag.Int("subscribers", 50000, "how many subscribers (rows)")
	out := flag.String("out", "subscribers", "path prefix of the files written (.catalog.jsonl and .csv)")
	flag.Parse()
	if err := write(*n, *out); err != nil {
		fmt.Fprintln(os.Stderr, "importgen:", err)
		os.Exit(1)
	}
}

func write(n int, prefix string) error {
	cat, err := os.Create(prefix + ".catalog.jsonl")
	if err != nil {
		return err
	}
	defer cat.Close()
	enc := json.NewEncoder(cat)
	for _, p := range packages {
		var capGB any = p.cap
		if p.cap == 0 {
			capGB = nil
		}
		line := map[string]any{"put": "/packages/" + p.code, "body": map[string]any{
			"name": map[string]string{"en": p.en, "fr": p.fr}, "technology": p.tech, "download_mbps": p.down,
			"upload_mbps": p.up, "cap_gb": capGB, "monthly_fee_cents": p.monthlyFeeCents, "active": true,
		}}
		if err := enc.Encode(line); err != nil {
			return err
		}
	}

	f, err := os.Create(prefix + ".csv")
	if err != nil {
		return err
	}
	defer f.Close()
	buf := bufio.NewWriterSize(f, 1<<20)
	w := csv.NewWriter(buf)
	_ = w.Write([]string{"account_id", "name", "address", "city", "postalcode", "regionid", "phones", "emails",
		"vip", "language", "ar", "package", "login"})
	rng := rand.New(rand.NewPCG(uint64(n), 42))
	login := ""
	for i := range n {
		id := 100001 + i
		first, last := firstNames[rng.IntN(len(firstNames))], lastNames[rng.IntN(len(lastNames))]
		// One subscriber in ten has a second account under the same login
		// (the row after it), as a cottage or a business line would.
		if i == 0 || rng.IntN(10) != 0 {
			login = fmt.Sprintf("subscriber%06d@example.test", i)
		}
		lang := "en"
		if rng.IntN(5) == 0 {
			lang = "fr"
		}
		phone := fmt.Sprintf("Home: (403) 555-%04d", i%10000)
		_ = w.Write([]string{
			strconv.Itoa(id), first + " " + last,
			fmt.Sprintf("%d %s", 1+rng.IntN(9999), streets[rng.IntN(len(streets))]),
			cities[rng.IntN(len(cities))], fmt.Sprintf("T%dP %dJ%d", rng.IntN(10), rng.IntN(10), rng.IntN(10)),
			strconv.Itoa(1 + rng.IntN(2)), phone, login, strconv.FormatBool(rng.IntN(50) == 0), lang, "true",
			packages[rng.IntN(len(packages))].code, login,
		})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	return buf.Flush()
}
