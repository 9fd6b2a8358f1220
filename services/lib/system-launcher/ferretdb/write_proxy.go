package main

// A MongoDB wire-protocol proxy in front of FerretDB that runs write commands on one
// database one at a time.
//
// Why: FerretDB 1.24 applies an update by re-reading the matched document by _id and writing
// it back without checking the filter again, so concurrent conditional updates of one document
// are lost (measured: 40 parallel `$inc` with a `$lt` guard leave 34 lost, 200 requests against
// a limit of 10 grant 145). Serialising insert/update/delete/findAndModify per database makes
// every filter decide exactly, for any number of client processes, while reads stay concurrent.
// A database is one SQLite file, which takes one writer at a time anyway, so the lock costs no
// throughput; it spares SQLite's busy handler, which made a second writer sleep 1, 2, 5, 10, 15 ms
// and more between tries (locked per collection, a usage round's reservation insert met the round
// before's ledger insert there; per database, the authorization bench's rounds stalled 20 ms or
// more went from 148-317 to 56-184 in 1,000, in pairs of runs at load averages of 19-32).

import (
	"encoding/binary"
	"errors"
	"io"
	"log"
	"net"
	"strings"
	"sync"
)

const (
	opMsg        = 2013
	opCompressed = 2012
	// OP_MSG flag: the sender expects no reply (request) or more replies follow (reply).
	flagMoreToCome = 1 << 1
	maxMessage     = 48 * 1024 * 1024
)

// writeCommands are the commands whose filters or uniqueness decide an outcome.
var writeCommands = map[string]bool{"insert": true, "update": true, "delete": true, "findandmodify": true}

type databaseLocks struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
}

func (c *databaseLocks) get(key string) *sync.Mutex {
	c.mu.Lock()
	defer c.mu.Unlock()
	l, ok := c.locks[key]
	if !ok {
		l = &sync.Mutex{}
		c.locks[key] = l
	}
	return l
}

// serveProxy accepts clients on ln and pairs each with its own connection to the backend.
func serveProxy(ln net.Listener, dialBackend func() (net.Conn, error), serialize bool) error {
	locks := &databaseLocks{locks: map[string]*sync.Mutex{}}
	for {
		client, err := ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return nil
			}
			return err
		}
		go func() {
			defer client.Close()
			backend, err := dialBackend()
			if err != nil {
				log.Printf("proxy: cannot reach FerretDB: %v", err)
				return
			}
			defer backend.Close()
			if err := relay(client, backend, locks, serialize); err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, net.ErrClosed) {
				log.Printf("proxy: connection ended: %v", err)
			}
		}()
	}
}

// relay forwards one request at a time and its reply (or replies), which is how MongoDB
// drivers use a connection; a write holds its database's lock until its reply is back.
func relay(client, backend net.Conn, locks *databaseLocks, serialize bool) error {
	for {
		msg, err := readMessage(client)
		if err != nil {
			return err
		}
		var lock *sync.Mutex
		if serialize {
			if key, isWrite := writeKey(msg); isWrite {
				lock = locks.get(key)
				lock.Lock()
			}
		}
		err = exchange(client, backend, msg)
		if lock != nil {
			lock.Unlock()
		}
		if err != nil {
			return err
		}
	}
}

func exchange(client, backend net.Conn, msg []byte) error {
	if _, err := backend.Write(msg); err != nil {
		return err
	}
	if opCode(msg) == opMsg && flags(msg)&flagMoreToCome != 0 {
		return nil
	}
	for {
		reply, err := readMessage(backend)
		if err != nil {
			return err
		}
		if _, err := client.Write(reply); err != nil {
			return err
		}
		if opCode(reply) != opMsg || flags(reply)&flagMoreToCome == 0 {
			return nil
		}
	}
}

func readMessage(r io.Reader) ([]byte, error) {
	var header [16]byte
	if _, err := io.ReadFull(r, header[:]); err != nil {
		return nil, err
	}
	size := int(int32(binary.LittleEndian.Uint32(header[:4])))
	if size < 16 || size > maxMessage {
		return nil, errors.New("invalid message length")
	}
	msg := make([]byte, size)
	copy(msg, header[:])
	if _, err := io.ReadFull(r, msg[16:]); err != nil {
		return nil, err
	}
	return msg, nil
}

func opCode(msg []byte) int32 { return int32(binary.LittleEndian.Uint32(msg[12:16])) }

func flags(msg []byte) uint32 {
	if len(msg) < 20 {
		return 0
	}
	return binary.LittleEndian.Uint32(msg[16:20])
}

// writeKey names the lock a message needs: the database of a write command, and one
// shared key for compressed messages, which cannot be inspected (drivers do not compress
// unless asked; taking a lock is the safe reading). Anything else is a read.
func writeKey(msg []byte) (string, bool) {
	switch opCode(msg) {
	case opCompressed:
		return "\x00compressed", true
	case opMsg:
	default:
		return "", false
	}
	// Sections start after the flags; the command is the body section (kind 0).
	pos := 20
	for pos < len(msg) {
		kind := msg[pos]
		pos++
		if kind == 0 {
			return commandKey(msg[pos:])
		}
		if kind != 1 || pos+4 > len(msg) {
			return "", false
		}
		pos += int(binary.LittleEndian.Uint32(msg[pos : pos+4]))
	}
	return "", false
}

// commandKey reads the first element (the command) and $db of a BSON body.
func commandKey(doc []byte) (string, bool) {
	if len(doc) < 5 {
		return "", false
	}
	end := int(binary.LittleEndian.Uint32(doc[:4]))
	if end > len(doc) {
		return "", false
	}
	var command, db string
	pos := 4
	first := true
	for pos < end-1 {
		typ := doc[pos]
		pos++
		nameEnd := pos
		for nameEnd < end && doc[nameEnd] != 0 {
			nameEnd++
		}
		name := string(doc[pos:nameEnd])
		pos = nameEnd + 1
		size, ok := valueSize(typ, doc[pos:end])
		if !ok {
			return "", false
		}
		if first {
			command = strings.ToLower(name)
			if !writeCommands[command] {
				return "", false
			}
			first = false
		} else if name == "$db" && typ == 0x02 {
			db = string(doc[pos+4 : pos+size-1])
		}
		pos += size
	}
	if command == "" {
		return "", false
	}
	return db, true
}

// valueSize is the encoded length of a BSON value of the given type at the start of b.
func valueSize(typ byte, b []byte) (int, bool) {
	i32 := func() (int, bool) {
		if len(b) < 4 {
			return 0, false
		}
		return int(binary.LittleEndian.Uint32(b[:4])), true
	}
	cstring := func(from int) (int, bool) {
		for i := from; i < len(b); i++ {
			if b[i] == 0 {
				return i + 1, true
			}
		}
		return 0, false
	}
	var size int
	ok := true
	switch typ {
	case 0x01, 0x09, 0x11, 0x12: // double, datetime, timestamp, int64
		size = 8
	case 0x02, 0x0D, 0x0E: // string, JavaScript, symbol: length then bytes
		size, ok = i32()
		size += 4
	case 0x03, 0x04, 0x0F: // document, array, code with scope: the length includes itself
		size, ok = i32()
	case 0x05: // binary: length, subtype, bytes
		size, ok = i32()
		size += 5
	case 0x06, 0x0A, 0x7F, 0xFF: // undefined, null, max key, min key
		size = 0
	case 0x07: // ObjectId
		size = 12
	case 0x08: // bool
		size = 1
	case 0x0B: // regex: two cstrings
		var first int
		first, ok = cstring(0)
		if ok {
			size, ok = cstring(first)
		}
	case 0x0C: // DBPointer: string then ObjectId
		size, ok = i32()
		size += 4 + 12
	case 0x10: // int32
		size = 4
	case 0x13: // decimal128
		size = 16
	default:
		return 0, false
	}
	if !ok || size < 0 || size > len(b) {
		return 0, false
	}
	return size, true
}
